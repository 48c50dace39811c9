/**
 * Cloudflare Workers entry: the same app for `fetch`, and the schedule job for the cron trigger (`wrangler.toml`,
 * every minute). Settings come from the Worker's vars and secrets with the same names as on Node. What must hold
 * across isolates lives in a Durable Object: the rate limit (`RATE_LIMITER`, one object per client). The service is built once per isolate
 * and reused across requests.
 */
import type { DurableObjectNamespace, ExecutionContext } from '@cloudflare/workers-types'
import { createService, type FunctionService } from './app.ts'
import { type AppDeps, depsFromEnv } from './config.ts'
import type { ClientRateLimiter } from './workers/durable-objects.ts'
import { durableRateLimitStore } from './workers/stores.ts'

export { ClientRateLimiter } from './workers/durable-objects.ts'

export interface WorkerEnv {
  RATE_LIMITER?: DurableObjectNamespace<ClientRateLimiter>
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
  service = createService(deps)
  if (!env.RATE_LIMITER)
    service.services.logger.warn('Durable Object bindings missing: limits hold per isolate only', {
      missing: ['RATE_LIMITER'],
    })
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
