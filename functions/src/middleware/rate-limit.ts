/**
 * Per-client fixed-window rate limit kept in memory. On Workers each isolate keeps its own counts, so the limit is
 * per isolate there (README: use Cloudflare's rate-limiting binding or a Durable Object for a global one).
 */
import { createMiddleware } from 'hono/factory'
import type { RateLimitConfig } from '../config.ts'
import { ApiError } from '../http/errors.ts'
import type { AppEnv } from '../http/types.ts'

interface Window {
  startedAt: number
  count: number
}

export function rateLimit(
  config: RateLimitConfig,
  clock: () => Date,
  clientOf: (request: Request, env: unknown) => string | undefined,
) {
  const windows = new Map<string, Window>()
  let lastSweep = 0
  return createMiddleware<AppEnv>(async (c, next) => {
    const now = clock().getTime()
    if (now - lastSweep > config.windowMs) {
      // Forget finished windows so the map stays as large as the set of recent clients.
      for (const [client, window] of windows)
        if (now - window.startedAt >= config.windowMs) windows.delete(client)
      lastSweep = now
    }
    const client = clientOf(c.req.raw, c.env) ?? 'unknown'
    let window = windows.get(client)
    if (!window || now - window.startedAt >= config.windowMs) {
      window = { startedAt: now, count: 0 }
      windows.set(client, window)
    }
    window.count += 1
    if (window.count > config.max) {
      const retryAfter = Math.max(1, Math.ceil((window.startedAt + config.windowMs - now) / 1000))
      throw new ApiError(
        429,
        'rate_limited',
        'Too many requests. Please wait a moment and try again.',
        undefined,
        {
          'Retry-After': String(retryAfter),
        },
      )
    }
    await next()
  })
}
