/**
 * Headers for an API that only ever answers JSON: nothing may sniff, frame or cache it, and it loads nothing. Hono's
 * `secure-headers` sets the standard set; HSTS is added only when the request came over TLS (the edge), where it
 * means something, and `Cache-Control: no-store` because every answer is about one submission.
 */
import { createMiddleware } from 'hono/factory'
import { secureHeaders } from 'hono/secure-headers'

const standard = secureHeaders({
  xFrameOptions: 'DENY',
  referrerPolicy: 'no-referrer',
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  strictTransportSecurity: false,
})

// On the answer's own headers, as `secure-headers` does: `c.header` after the handler makes Hono rebuild the answer
// (see cors.ts).
const transportAndCaching = createMiddleware(async (c, next) => {
  await next()
  c.res.headers.set('Cache-Control', 'no-store')
  if (c.req.url.startsWith('https:')) {
    c.res.headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
  }
})

export const securityHeaders = () => [standard, transportAndCaching] as const
