import type { Http2Bindings, HttpBindings } from '@hono/node-server'
import type { Context } from 'hono'
import type { Caller } from '../auth/identify.ts'
import type { LakeRuntime } from '../runtime/runtime.ts'

/** What every route of the lake's Hono app can read from its context (`c.var`). */
export interface LakeEnv {
  Bindings: HttpBindings | Http2Bindings
  Variables: {
    lake: LakeRuntime
    /** Set by `middleware/identify.ts` on the routes that declare it. */
    caller: Caller
    /** e.g. `2025-01-08`, `X`, `1`; undefined for unversioned routes (image CDN). */
    apiVersion: string | undefined
  }
}

export type LakeContext = Context<LakeEnv>
