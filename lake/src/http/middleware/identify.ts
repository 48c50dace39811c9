import { createMiddleware } from 'hono/factory'
import { identify } from '../../auth/identify.ts'
import type { LakeEnv } from '../env.ts'
import { HttpError } from '../errors.ts'

/**
 * Who is calling, for the routes that declare this middleware (every API route; not the public image CDN). It runs
 * once a route matched, so an unknown path is a 404 and a wrong method a 405 whatever the token.
 */
export const identifyCaller = createMiddleware<LakeEnv>(async (c, next) => {
  const caller = identify(c.req.header(), c.var.lake)
  if (!caller) throw new HttpError(401, 'Session not found', { errorCode: 'SIO-401-ANF' })
  c.set('caller', caller)
  await next()
})
