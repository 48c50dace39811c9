/**
 * Headers for an API that only ever answers JSON: nothing may sniff, frame or cache it, and it loads nothing.
 * HSTS is added when the request came over TLS (the edge), where it means something.
 */
import { createMiddleware } from 'hono/factory'

export const securityHeaders = () =>
  createMiddleware(async (c, next) => {
    await next()
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('X-Frame-Options', 'DENY')
    c.header('Referrer-Policy', 'no-referrer')
    c.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'")
    c.header('Cross-Origin-Opener-Policy', 'same-origin')
    c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()')
    c.header('Cache-Control', 'no-store')
    if (c.req.url.startsWith('https:')) {
      c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
    }
  })
