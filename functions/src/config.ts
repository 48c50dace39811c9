/**
 * Everything the app needs from the outside world, passed in rather than read from globals, so the same app runs in
 * Node, in Workers and in tests with different settings.
 */
import { contentClientOptions } from '@escrova/schemas/content-endpoint'
import { DEFAULT_PORTS, LOCAL_ORIGIN_PATTERNS } from '@escrova/schemas/settings'
import type { SanityClient } from '@sanity/client'
import type { InsightsDeps } from './events/insights.ts'
import { type ClientAddress, forwardedClientAddress } from './http/client-address.ts'
import type { RateLimitConfig, RateLimitStore } from './shared-state/rate-limit.ts'

export type { RateLimitConfig }

import { type Logger, silentLogger } from './util/logger.ts'

export interface ContentConfig {
  projectId: string
  dataset: string
  apiVersion: string
  /** e.g. `http://127.0.0.1:7700` for the local lake, `https://api.sanity.io` for the hosted API. */
  apiHost?: string
  /** True for the hosted API (the project id goes in the host name); `@escrova/schemas/content-endpoint` decides. */
  useProjectHostname?: boolean
  /** A write token: the function is the only writer for visitors' submissions. */
  token?: string
  timeoutMs?: number
}

export interface DeliveryConfig {
  /** How long one POST to the sheet may take before it counts as a failed attempt. */
  timeoutMs: number
  /** After this many failed attempts an application is marked `failed`, with the last error kept. */
  maxAttempts: number
  baseDelayMs: number
  maxDelayMs: number
  /** A claimed delivery is not retried by another worker before this has passed. */
  leaseMs: number
  /** Deliveries in flight at once from one process: a burst of applications must not flood the spreadsheet. */
  concurrency: number
}

export interface DigestConfig {
  /** A Slack incoming webhook, Telegram's `sendMessage` URL or the local sink's `/digest`. Unset: no digest. */
  webhookUrl?: string
  /** Telegram needs the chat to post to; Slack ignores it. */
  chatId?: string
  /** Where the message's links point. */
  studioUrl?: string
}

export interface AppDeps {
  content: ContentConfig
  /** Override to build the content client differently (tests, other runtimes). */
  createContentClient?: (config: ContentConfig) => SanityClient
  /** The Apps Script web app (`.../exec`) or the local sink. Unset: applications stay pending. */
  sheetUrl?: string
  /** Allowed browser origins, as patterns (`@escrova/schemas/origins`: `http://localhost:*`, `https://*.escrova.ng`). */
  corsOrigins: string[]
  clock?: () => Date
  logger?: Logger
  rateLimit?: RateLimitConfig
  /** Where rate-limit counts live; default this process's memory (Workers pass a Durable Object store). */
  rateLimitStore?: RateLimitStore
  bodyLimitBytes?: number
  /** Salt for the client hash kept on comments (never the raw IP). */
  clientHashSalt?: string
  /** Key of the audit log's keyed hash of a data subject's e-mail (`privacy/audit.ts`); keep it secret and stable. */
  auditHashSecret?: string
  /** The secret the lake signs its editorial-audit webhook with (`editorial-audit/route.ts`); unset: the route is off. */
  editorialWebhookSecret?: string
  delivery?: Partial<DeliveryConfig>
  /** How long a published post's existence is cached for comment checks. */
  postCacheMs?: number
  /**
   * Whether concurrent requests may share work (group-committed writes, one queue of sheet deliveries): true on
   * Node; false on Workers, where a request must not wait on a promise another request settles.
   */
  shareWorkAcrossRequests?: boolean
  /** Read the client address; defaults to the runtime's connection info or proxy headers. */
  clientAddress?: ClientAddress
  /** The moderators' digest of new comments and tickets. */
  digest?: DigestConfig
  /** Page views, events and conversions (`insights/`); unset: `/api/event` and `/api/insights` are off. */
  insights?: InsightsDeps
}

export const DEFAULT_CORS_ORIGINS = LOCAL_ORIGIN_PATTERNS

export const DEFAULTS = {
  bodyLimitBytes: 16 * 1024,
  rateLimit: { max: 30, windowMs: 60_000 } satisfies RateLimitConfig,
  delivery: {
    timeoutMs: 10_000,
    maxAttempts: 8,
    baseDelayMs: 30_000,
    maxDelayMs: 60 * 60_000,
    leaseMs: 60_000,
    concurrency: 4,
  } satisfies DeliveryConfig,
  postCacheMs: 5_000,
} as const

/** Settings from environment variables (Node `process.env` or Worker bindings); both entry points use this. */
export function depsFromEnv(env: Record<string, string | undefined>): AppDeps {
  // `useCdn` is left out: the function writes, with a token, and reads what it wrote (never through the CDN).
  const { projectId, dataset, apiVersion, apiHost, useProjectHostname } = contentClientOptions({
    apiHost: env.SANITY_API_HOST,
    projectId: env.SANITY_PROJECT_ID,
    dataset: env.SANITY_DATASET,
    apiVersion: env.SANITY_API_VERSION,
  })
  const number = (name: string): number | undefined => (env[name] ? Number(env[name]) : undefined)
  return {
    content: { projectId, dataset, apiVersion, apiHost, useProjectHostname, token: env.SANITY_WRITE_TOKEN },
    sheetUrl: env.SHEET_URL || undefined,
    corsOrigins: env.CORS_ORIGINS
      ? env.CORS_ORIGINS.split(',')
          .map((origin) => origin.trim())
          .filter(Boolean)
      : DEFAULT_CORS_ORIGINS,
    clientHashSalt: env.CLIENT_HASH_SALT || undefined,
    auditHashSecret: env.AUDIT_HASH_SECRET || undefined,
    editorialWebhookSecret: env.EDITORIAL_WEBHOOK_SECRET || undefined,
    logger: env.LOG_LEVEL === 'silent' ? silentLogger : undefined,
    clientAddress: env.TRUST_PROXY === '1' ? forwardedClientAddress : undefined,
    digest: {
      webhookUrl: env.DIGEST_WEBHOOK_URL || undefined,
      chatId: env.DIGEST_TELEGRAM_CHAT_ID || undefined,
      studioUrl: env.STUDIO_URL || `http://localhost:${DEFAULT_PORTS.studio}`,
    },
    rateLimit:
      env.RATE_LIMIT_MAX || env.RATE_LIMIT_WINDOW_MS
        ? {
            max: number('RATE_LIMIT_MAX') ?? DEFAULTS.rateLimit.max,
            windowMs: number('RATE_LIMIT_WINDOW_MS') ?? DEFAULTS.rateLimit.windowMs,
          }
        : undefined,
  }
}
