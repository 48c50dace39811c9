import { createMiddleware } from 'hono/factory'
import { addonParentOf } from '../../auth/addon-dataset.ts'
import { identify } from '../../auth/identify.ts'
import { HttpError } from '../../shared/http-error.ts'
import type { LakeEnv } from '../env.ts'

/**
 * Who is calling, for the routes that declare this middleware (every API route; not the public image CDN). It runs
 * once a route matched, so an unknown path is a 404 and a wrong method a 405 whatever the token. A route on a
 * comments add-on dataset (`:dataset` is `<dataset>-comments`) marks the caller with it, so every access decision
 * on that request uses the add-on's grants; anonymous callers get nothing there at all.
 */
export const identifyCaller = createMiddleware<LakeEnv>(async (c, next) => {
  const caller = identify(c.req.header(), c.var.lake)
  if (!caller) throw new HttpError(401, 'Session not found', { errorCode: 'SIO-401-ANF' })
  const dataset = c.req.param('dataset')
  const addonFor = dataset && addonParentOf(dataset, (name) => c.var.lake.store.dataset(name) !== undefined)
  if (addonFor && caller.kind === 'anonymous') {
    throw new HttpError(401, 'Comments and tasks are for signed-in members of the team', {
      errorCode: 'SIO-401-ANF',
    })
  }
  c.set('caller', addonFor ? { ...caller, addonFor } : caller)
  await next()
})
