/** The resolved dependencies every route and job shares, built once per app from `AppDeps`. */
import type { SanityClient } from '@sanity/client'
import {
  type AppDeps,
  DEFAULTS,
  type DeliveryConfig,
  type RateLimitConfig,
  type WebhookConfig,
} from './config.ts'
import { createContentClient } from './content/client.ts'
import { defaultClientAddress } from './http/client-address.ts'
import { jsonLogger, type Logger } from './util/logger.ts'

export interface Services {
  deps: AppDeps
  client: SanityClient
  clock: () => Date
  logger: Logger
  bodyLimitBytes: number
  rateLimit: RateLimitConfig
  delivery: DeliveryConfig
  webhook: WebhookConfig
  clientHashSalt: string
  clientAddress: (request: Request, env: unknown) => string | undefined
}

export function createServices(deps: AppDeps): Services {
  const createClient = deps.createContentClient ?? createContentClient
  return {
    deps,
    client: createClient(deps.content),
    clock: deps.clock ?? (() => new Date()),
    logger: deps.logger ?? jsonLogger,
    bodyLimitBytes: deps.bodyLimitBytes ?? DEFAULTS.bodyLimitBytes,
    rateLimit: deps.rateLimit ?? DEFAULTS.rateLimit,
    delivery: { ...DEFAULTS.delivery, ...deps.delivery },
    webhook: { ...DEFAULTS.webhook, ...deps.webhook },
    // Without a configured salt, hashes are only comparable within one process's life: still never reversible.
    clientHashSalt: deps.clientHashSalt ?? deps.webhookSecret ?? crypto.randomUUID(),
    clientAddress: deps.clientAddress ?? defaultClientAddress,
  }
}
