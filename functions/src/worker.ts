/**
 * Cloudflare Workers entry: the same app for `fetch`, and the schedule job for the cron trigger (`wrangler.toml`,
 * every minute). Settings come from the Worker's vars and secrets with the same names as on Node. What must hold
 * across isolates lives in Durable Objects: the rate limit (`RATE_LIMITER`, one object per client) and the webhook
 * signatures and delivery keys already seen (`SEEN_KEYS`, one object per key). The service is built once per isolate
 * and reused across requests.
 */
import type { DurableObjectNamespace, ExecutionContext } from '@cloudflare/workers-types'
import { createService, type FunctionService } from './app.ts'
import { type AppDeps, depsFromEnv } from './config.ts'
import type { ClientRateLimiter, SeenKey } from './edge/durable-objects.ts'
import { durableRateLimitStore, durableSeenKeys } from './edge/stores.ts'

export { ClientRateLimiter, SeenKey } from './edge/durable-objects.ts'

export interface WorkerEnv {
  RATE_LIMITER?: DurableObjectNamespace<ClientRateLimiter>
  SEEN_KEYS?: DurableObjectNamespace<SeenKey>
  [setting: string]: unknown
}

let service: FunctionService | undefined

/** The string settings only: bindings such as Durable Object namespaces are not environment variables. */
function settingsOf(env: WorkerEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => typeof value === 'string')) as Record<
    string,
    string
  >
}

function serviceFor(env: WorkerEnv): FunctionService {
  if (service) return service
  const deps: AppDeps = { ...depsFromEnv(settingsOf(env)), shareWorkAcrossRequests: false }
  if (env.RATE_LIMITER) deps.rateLimitStore = durableRateLimitStore(env.RATE_LIMITER)
  if (env.SEEN_KEYS) deps.seenKeys = durableSeenKeys(env.SEEN_KEYS)
  service = createService(deps)
  const missing = ['RATE_LIMITER', 'SEEN_KEYS'].filter((name) => !env[name])
  if (missing.length > 0)
    service.services.logger.warn('Durable Object bindings missing: limits hold per isolate only', { missing })
  return service
}

export default {
  fetch(request: Request, env: WorkerEnv, ctx: ExecutionContext): Response | Promise<Response> {
    return serviceFor(env).app.fetch(request, env, ctx)
  },
  scheduled(_controller: unknown, env: WorkerEnv, ctx: ExecutionContext): void {
    ctx.waitUntil(serviceFor(env).runSchedule())
  },
}
