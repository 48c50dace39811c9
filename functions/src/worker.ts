/**
 * Cloudflare Workers entry: the same app for `fetch`, and the schedule job for the cron trigger (`wrangler.toml`,
 * every minute). Settings come from the Worker's bindings (vars and secrets) with the same names as on Node.
 * The service is built once per isolate and reused across requests.
 */
import type { ExecutionContext } from 'hono'
import { createService, type FunctionService } from './app.ts'
import { depsFromEnv } from './config.ts'

type Bindings = Record<string, string | undefined>

let service: FunctionService | undefined

function serviceFor(env: Bindings): FunctionService {
  service ??= createService(depsFromEnv(env))
  return service
}

export default {
  fetch(request: Request, env: Bindings, ctx: ExecutionContext): Response | Promise<Response> {
    return serviceFor(env).app.fetch(request, env, ctx)
  },
  scheduled(_controller: unknown, env: Bindings, ctx: ExecutionContext): void {
    ctx.waitUntil(serviceFor(env).runSchedule())
  },
}
