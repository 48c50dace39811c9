/**
 * The site's HTTP layer on Hono (`hono`, served by `@hono/node-server`): one set of security headers on every
 * answer (`secureHeaders`), conditional requests (`etag`: an answer's own ETag, 304 on `If-None-Match`), and gzip
 * (`compress`) for whatever is not already compressed.
 *
 * Pages and build files carry their gzip made once (pages when rendered, files when first read) and say so with
 * `Content-Encoding`, which `compress` leaves alone: measured on the home page (~60 kB of HTML), gzipping on every
 * request costs ~1 ms of CPU per answer, which is the whole budget of a cached answer (`live.ttfb.hit`). Everything
 * else (the small plain-text answers) goes through `compress` as is.
 *
 * Framing is decided by the CSP's `frame-ancestors` alone (only the Studio may frame a page, csp.ts); there is no
 * `X-Frame-Options`, which cannot name an origin and so contradicted it.
 */
import { compress } from 'hono/compress'
import { etag } from 'hono/etag'
import { secureHeaders } from 'hono/secure-headers'

export const SECURITY_HEADERS = secureHeaders({
  xContentTypeOptions: 'nosniff',
  referrerPolicy: 'strict-origin-when-cross-origin',
  crossOriginOpenerPolicy: 'same-origin',
  permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
  // frame-ancestors (per page, csp.ts) decides who may frame the site.
  xFrameOptions: false,
  // The Studio (another origin) shows the site's pages and their images.
  crossOriginResourcePolicy: false,
  // Plain HTTP on this machine; TLS (and HSTS) is the CDN's, docs/production.md.
  strictTransportSecurity: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
})

export const CONDITIONAL = etag()

export const GZIP = compress({ encoding: 'gzip', threshold: 512 })

/** Whether the client takes gzip (for answers whose gzip is made ahead). */
export function acceptsGzip(header: string | undefined): boolean {
  return /\bgzip\b/.test(header ?? '')
}
