import { cors } from 'hono/cors'
import { createMiddleware } from 'hono/factory'
import { isOriginAllowed } from '../cors.ts'
import type { LakeEnv } from '../env.ts'
import { HttpError } from '../errors.ts'

const shareWithAllowedOrigin = cors({
  origin: (origin, c) => (isOriginAllowed(origin, c.var.lake.corsOrigins) ? origin : null),
  credentials: true,
  allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
  maxAge: 600,
})

/**
 * The API refuses origins outside the allow-list (403); the image CDN is public (like cdn.sanity.io), so a foreign
 * page still gets its images, without the credentialed CORS headers. A request without an Origin is not a CORS
 * request and gets no CORS headers, except a preflight, which Hono's middleware answers (204) for every path.
 */
export const lakeCors = createMiddleware<LakeEnv>(async (c, next) => {
  const origin = c.req.header('origin')
  const refused = origin !== undefined && !isOriginAllowed(origin, c.var.lake.corsOrigins)
  if (refused && !c.req.path.startsWith('/images/')) {
    throw new HttpError(403, `Origin ${origin} is not allowed by this lake's CORS settings`, {
      errorCode: 'SIO-403-CORS',
    })
  }
  if (c.req.method === 'OPTIONS') return shareWithAllowedOrigin(c, next)
  if (!origin || refused) return next()
  return shareWithAllowedOrigin(c, next)
})
