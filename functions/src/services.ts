/** The resolved dependencies every route and job shares, built once per app from `AppDeps`. */
import type { SanityClient } from '@sanity/client'
import pLimit from 'p-limit'
import { type AppDeps, DEFAULTS, type DeliveryConfig, type RateLimitConfig } from './config.ts'
import { createContentClient } from './content/client.ts'
import { CreateBatcher, type DocumentWriter, directWriter } from './content/create-batcher.ts'
import { Insights } from './events/insights.ts'
import { type ClientAddress, defaultClientAddress } from './http/client-address.ts'
import { MemoryRateLimitStore, type RateLimitStore } from './shared-state/rate-limit.ts'
import { jsonLogger, type Logger } from './util/logger.ts'

export interface Services {
  deps: AppDeps
  client: SanityClient
  clock: () => Date
  logger: Logger
  bodyLimitBytes: number
  rateLimit: RateLimitConfig
  rateLimitStore: RateLimitStore
  delivery: DeliveryConfig
  clientHashSalt: string
  auditHashSecret: string
  clientAddress: ClientAddress
  /** Counting visits and conversions, when configured. */
  insights?: Insights
  /** A writer for one route's submissions (group-committing where requests may share work). */
  createWriter(): DocumentWriter
  /** Runs background sheet deliveries, a few at a time where requests may share work. */
  runDelivery<T>(task: () => Promise<T>): Promise<T>
}

export function createServices(deps: AppDeps): Services {
  const createClient = deps.createContentClient ?? createContentClient
  const client = createClient(deps.content)
  const delivery = { ...DEFAULTS.delivery, ...deps.delivery }
  const share = deps.shareWorkAcrossRequests ?? true
  const deliveries = share ? pLimit(delivery.concurrency) : undefined
  const clock = deps.clock ?? (() => new Date())
  const logger = deps.logger ?? jsonLogger
  const clientAddress = deps.clientAddress ?? defaultClientAddress
  return {
    deps,
    client,
    clock,
    logger,
    bodyLimitBytes: deps.bodyLimitBytes ?? DEFAULTS.bodyLimitBytes,
    rateLimit: deps.rateLimit ?? DEFAULTS.rateLimit,
    rateLimitStore: deps.rateLimitStore ?? new MemoryRateLimitStore(),
    delivery,
    // Without a configured salt, hashes are only comparable within one process's life: still never reversible.
    clientHashSalt: deps.clientHashSalt ?? crypto.randomUUID(),
    // Without a configured key, the audit log's subject hashes match only within one process's life.
    auditHashSecret: deps.auditHashSecret ?? crypto.randomUUID(),
    clientAddress,
    insights: deps.insights ? new Insights(deps.insights, clock, clientAddress, logger) : undefined,
    createWriter: () => (share ? new CreateBatcher(client) : directWriter(client)),
    runDelivery: (task) => (deliveries ? deliveries(task) : task()),
  }
}
