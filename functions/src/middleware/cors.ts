/**
 * CORS by allow-list with simple patterns (`http://localhost:*`, `https://*.example.com`). A browser request from a
 * foreign origin is refused outright (403) rather than run and hidden from its page: a comment must not be filed on
 * behalf of a site we do not know. Requests without an Origin (servers, webhooks, curl) pass.
 */
import { createMiddleware } from 'hono/factory'
import { ApiError } from '../http/errors.ts'
import type { AppEnv } from '../http/types.ts'

export function originMatcher(patterns: string[]): (origin: string) => boolean {
  const expressions = patterns.map((pattern) => {
    const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '[^/]*')
    return new RegExp(`^${escaped}$`, 'i')
  })
  return (origin) => expressions.some((expression) => expression.test(origin))
}

const ALLOWED_METHODS = 'GET, POST, OPTIONS'
const ALLOWED_HEADERS = 'Content-Type, Idempotency-Key, X-Request-Id'
const EXPOSED_HEADERS = 'X-Request-Id, Retry-After'

export function cors(patterns: string[]) {
  const isAllowed = originMatcher(patterns)
  return createMiddleware<AppEnv>(async (c, next) => {
    const origin = c.req.header('origin')
    if (!origin) {
      if (c.req.method === 'OPTIONS') return c.body(null, 204)
      return next()
    }
    if (!isAllowed(origin)) {
      c.header('Vary', 'Origin')
      throw new ApiError(403, 'origin_not_allowed', 'This origin may not call the API.')
    }
    c.header('Access-Control-Allow-Origin', origin)
    c.header('Vary', 'Origin')
    if (c.req.method === 'OPTIONS') {
      c.header('Access-Control-Allow-Methods', ALLOWED_METHODS)
      c.header('Access-Control-Allow-Headers', ALLOWED_HEADERS)
      c.header('Access-Control-Max-Age', '600')
      return c.body(null, 204)
    }
    c.header('Access-Control-Expose-Headers', EXPOSED_HEADERS)
    return next()
  })
}
