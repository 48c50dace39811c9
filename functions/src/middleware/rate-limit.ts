/**
 * Per-client fixed-window rate limit: over the limit → 429 `rate_limited` with `Retry-After`. Where the counts live
 * is the store's business (`shared-state/rate-limit.ts`): in memory on Node, a Durable Object per client on Workers,
 * so the limit is one limit whichever isolate a request lands on.
 */
import { createMiddleware } from 'hono/factory'
import type { RateLimitConfig } from '../config.ts'
import type { ClientAddress } from '../http/client-address.ts'
import { ApiError } from '../http/errors.ts'
import type { AppEnv } from '../http/types.ts'
import { wordsOf } from '../http/words.ts'
import type { RateLimitStore } from '../shared-state/rate-limit.ts'

export function rateLimit(
  store: RateLimitStore,
  config: RateLimitConfig,
  clock: () => Date,
  clientOf: ClientAddress,
) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const client = clientOf(c) ?? 'unknown'
    const decision = await store.hit(client, clock().getTime(), config)
    if (!decision.allowed) {
      throw new ApiError(429, 'rate_limited', wordsOf(c).request.rateLimited, undefined, {
        'Retry-After': String(decision.retryAfterSeconds),
      })
    }
    await next()
  })
}
