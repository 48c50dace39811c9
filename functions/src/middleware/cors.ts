/**
 * CORS by allow-list (`@escrova/schemas/origins`, the rule the lake uses too), answered by Hono's `cors` middleware
 * behind a guard: a browser request from a foreign origin is refused outright (403 `origin_not_allowed`) rather than
 * run and hidden from its page, because a comment must not be filed on behalf of a site we do not know. Requests
 * without an Origin (servers, webhooks, curl) pass.
 */
import { originMatcher } from '@escrova/schemas/origins'
import { cors as honoCors } from 'hono/cors'
import { createMiddleware } from 'hono/factory'
import { ApiError } from '../http/errors.ts'
import type { AppEnv } from '../http/types.ts'
import { wordsOf } from '../http/words.ts'

export function cors(patterns: readonly string[]) {
  const isAllowed = originMatcher(patterns)
  const answer = honoCors({
    // Only allowed origins get this far, so the origin is echoed.
    origin: (origin) => origin || null,
    allowMethods: ['GET', 'POST', 'OPTIONS'],
    allowHeaders: ['Content-Type', 'Idempotency-Key', 'X-Request-Id', 'Authorization'],
    exposeHeaders: ['X-Request-Id', 'Retry-After'],
    maxAge: 600,
  })
  return createMiddleware<AppEnv>(async (c, next) => {
    const origin = c.req.header('origin')
    if (origin && !isAllowed(origin)) {
      c.header('Vary', 'Origin')
      throw new ApiError(403, 'origin_not_allowed', wordsOf(c).request.originNotAllowed)
    }
    return answer(c, next)
  })
}
