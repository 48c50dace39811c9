/** The shared-state interfaces over the Worker's Durable Object bindings (`RATE_LIMITER`, `SEEN_KEYS`). */
import type { DurableObjectNamespace } from '@cloudflare/workers-types'
import type { RateLimitStore } from '../shared-state/rate-limit.ts'
import type { SeenKeys } from '../shared-state/seen-keys.ts'
import type { ClientRateLimiter, SeenKey } from './durable-objects.ts'

export function durableRateLimitStore(namespace: DurableObjectNamespace<ClientRateLimiter>): RateLimitStore {
  return {
    hit: (client, now, config) => namespace.get(namespace.idFromName(client)).hit(now, config),
  }
}

export function durableSeenKeys(namespace: DurableObjectNamespace<SeenKey>): SeenKeys {
  return {
    firstSighting: (key, expiresAt, now) =>
      namespace.get(namespace.idFromName(key)).firstSighting(expiresAt, now),
  }
}
