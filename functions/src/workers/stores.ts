/** The shared-state interface over the Worker's Durable Object binding (`RATE_LIMITER`). */
import type { DurableObjectNamespace } from '@cloudflare/workers-types'
import type { RateLimitStore } from '../shared-state/rate-limit.ts'
import type { ClientRateLimiter } from './durable-objects.ts'

export function durableRateLimitStore(namespace: DurableObjectNamespace<ClientRateLimiter>): RateLimitStore {
  return {
    hit: (client, now, config) => namespace.get(namespace.idFromName(client)).hit(now, config),
  }
}
