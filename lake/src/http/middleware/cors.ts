import { cors } from 'hono/cors'
import { createMiddleware } from 'hono/factory'
import { isOriginAllowed } from '../../shared/cors-origins.ts'
import { HttpError } from '../../shared/http-error.ts'
import type { LakeContext, LakeEnv } from '../env.ts'

const shareWithAllowedOrigin = cors({
  origin: (origin, c) => (isOriginAllowed(origin, c.var.lake.corsOrigins) ? origin : null),
  credentials: true,
  allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
  maxAge: 600,
})

/**
 * A request from the lake's own pages (the sign-in form posts back to the lake): not a cross-origin request, so the
 * allow-list does not apply. The browser says so in `Sec-Fetch-Site`, which a page cannot set (it also holds behind
 * a proxy that rewrites the Host); without it, the Origin names the lake itself (as reached, or its public URL).
 */
function fromTheLakeItself(c: LakeContext, origin: string): boolean {
  if (c.req.header('sec-fetch-site') === 'same-origin') return true
  return [c.req.url, c.var.lake.publicUrl].some((url) => URL.parse(url)?.origin === origin)
}

/**
 * The API refuses origins outside the allow-list (403), except the lake's own; the image CDN is public (like
 * cdn.sanity.io), so a foreign page still gets its images, without the credentialed CORS headers. A request without
 * an Origin, or from the lake's own pages, needs no CORS headers and gets none, except a preflight, which Hono's
 * middleware answers (204) for every path.
 */
export const lakeCors = createMiddleware<LakeEnv>(async (c, next) => {
  const origin = c.req.header('origin')
  const allowed = origin !== undefined && isOriginAllowed(origin, c.var.lake.corsOrigins)
  const foreign = origin !== undefined && !allowed && !fromTheLakeItself(c, origin)
  if (foreign && !c.req.path.startsWith('/images/')) {
    throw new HttpError(403, `Origin ${origin} is not allowed by this lake's CORS settings`, {
      errorCode: 'SIO-403-CORS',
    })
  }
  if (c.req.method === 'OPTIONS') return shareWithAllowedOrigin(c, next)
  if (!allowed) return next()
  return shareWithAllowedOrigin(c, next)
})
