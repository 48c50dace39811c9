/**
 * CORS by allow-list (`@escrova/schemas/origins`, the rule the lake uses too), answered by Hono's `cors` middleware
 * behind a guard: a browser request from a foreign origin is refused outright (403 `origin_not_allowed`) rather than
 * run and hidden from its page, because a comment must not be filed on behalf of a site we do not know. Requests
 * without an Origin (servers, webhooks, curl) pass.
 *
 * Hono's middleware answers preflights. On other requests it writes its headers through `c.res` before the handler
 * runs and with `c.header` after, and either makes Hono rebuild the handler's answer as a full web `Response`, which
 * on `@hono/node-server` costs a beacon more than all our own work on it; so those same headers are set here, once, on
 * the handler's answer.
 */
import { originMatcher } from '@escrova/schemas/origins'
import { cors as honoCors } from 'hono/cors'
import { createMiddleware } from 'hono/factory'
import { ApiError } from '../http/errors.ts'
import type { AppEnv } from '../http/types.ts'
import { wordsOf } from '../http/words.ts'

const EXPOSE_HEADERS = ['X-Request-Id', 'Retry-After']

export function cors(patterns: readonly string[]) {
  const isAllowed = originMatcher(patterns)
  const preflight = honoCors({
    // Only allowed origins get this far, so the origin is echoed.
    origin: (origin) => origin || null,
    allowMethods: ['GET', 'POST', 'OPTIONS'],
    allowHeaders: ['Content-Type', 'Idempotency-Key', 'X-Request-Id', 'Authorization'],
    exposeHeaders: EXPOSE_HEADERS,
    maxAge: 600,
  })
  return createMiddleware<AppEnv>(async (c, next) => {
    const origin = c.req.header('origin')
    if (origin && !isAllowed(origin)) {
      c.header('Vary', 'Origin')
      throw new ApiError(403, 'origin_not_allowed', wordsOf(c).request.originNotAllowed)
    }
    if (c.req.method === 'OPTIONS') return preflight(c, next)
    await next()
    const headers = c.res.headers
    if (origin) headers.set('Access-Control-Allow-Origin', origin)
    headers.set('Access-Control-Expose-Headers', EXPOSE_HEADERS.join(','))
    headers.append('Vary', 'Origin')
  })
}
