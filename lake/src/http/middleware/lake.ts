import { createMiddleware } from 'hono/factory'
import type { LakeRuntime } from '../../runtime/runtime.ts'
import type { LakeEnv } from '../env.ts'

/** Makes the lake (store, tokens, listeners, settings) every route reads available as `c.var.lake`. */
export function provideLake(lake: LakeRuntime) {
  return createMiddleware<LakeEnv>(async (c, next) => {
    c.set('lake', lake)
    await next()
  })
}
