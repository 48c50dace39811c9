/**
 * The site's HTTP layer on Hono (`hono`, served by `@hono/node-server`): security headers on every answer and a
 * page's own on pages (`secureHeaders`), conditional requests (`etag`: an answer's own ETag, 304 on
 * `If-None-Match`), and gzip (`compress`) for whatever is not already compressed.
 *
 * Pages and build files carry their Brotli and gzip made once (encodings.ts) and say so with `Content-Encoding`,
 * which `compress` leaves alone. Measured reason (this 2-core machine, gzip level 6): home
 * (90 kB of HTML) 9.8 ms and /blogs (100 kB) 5.6 ms of CPU per gzip, against 0.7 ms for a whole cached answer
 * (`live.ttfb.cached.p50`): gzipping per request would multiply a cached page's cost by ten. Everything else (the
 * small plain-text answers) goes through `compress`.
 *
 * Framing is decided by the CSP's `frame-ancestors` alone (only the Studio may frame a page, csp.ts); there is no
 * `X-Frame-Options`, which cannot name an origin and so contradicted it.
 */
import { compress } from 'hono/compress'
import { etag } from 'hono/etag'
import { secureHeaders } from 'hono/secure-headers'
import type { MiddlewareHandler } from 'hono/types'

const NOT_SENT = {
  // frame-ancestors (per page, csp.ts) decides who may frame the site.
  xFrameOptions: false,
  // The Studio (another origin) shows the site's pages and their images.
  crossOriginResourcePolicy: false,
  crossOriginOpenerPolicy: false,
  permissionsPolicy: {},
  // Plain HTTP on this machine; TLS (and HSTS) is the CDN's, docs/production.md.
  strictTransportSecurity: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} as const

/** Every answer: scripts and styles are never sniffed, and a link's referrer stays the origin across sites. */
export const SECURITY_HEADERS = secureHeaders({
  ...NOT_SENT,
  xContentTypeOptions: 'nosniff',
  referrerPolicy: 'strict-origin-when-cross-origin',
})

const FOR_DOCUMENTS = secureHeaders({
  ...NOT_SENT,
  crossOriginOpenerPolicy: 'same-origin',
  permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
  xContentTypeOptions: false,
  referrerPolicy: false,
})

/**
 * Pages only (HTML): the opener and permissions policies are a document's; a browser ignores them on a script or an
 * image, and on a first visit's thirty build files they would cost about 3 KB of headers for nothing.
 */
export const DOCUMENT_HEADERS: MiddlewareHandler = async (c, next) => {
  await next()
  if (c.res.headers.get('content-type')?.startsWith('text/html')) await FOR_DOCUMENTS(c, async () => {})
}

export const CONDITIONAL = etag()

export const GZIP = compress({ encoding: 'gzip', threshold: 512 })
