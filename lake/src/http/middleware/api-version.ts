import { createMiddleware } from 'hono/factory'
import type { LakeEnv } from '../env.ts'

/** The API is served under `/v<version>/...`: a date (`v2025-01-08`), a number (`v1`) or `vX`. */
export const API_VERSION_SEGMENT = ':apiVersion{v(?:\\d{4}-\\d{2}-\\d{2}|\\d+|X|x)}'

/** `c.var.apiVersion` without its `v` (`2025-01-08`, `1`, `X`), as the routes compare it. */
export const readApiVersion = createMiddleware<LakeEnv>(async (c, next) => {
  c.set('apiVersion', c.req.param('apiVersion')?.slice(1))
  await next()
})
