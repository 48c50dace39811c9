import { Hono } from 'hono'
import type { LakeEnv } from '../http/env.ts'
import { identifyCaller } from '../http/middleware/identify.ts'
import { json } from '../http/respond.ts'
import { releaseActivity } from '../releases/activity.ts'

/**
 * `GET data/history/<ds>/events/releases/<releaseId>?limit&nextCursor` → `{events, nextCursor}`: the release's
 * activity (`../releases/activity.ts`) for those whose roles read its history, paged like the document events.
 */
export const releaseHistoryRoutes = new Hono<LakeEnv>().get(
  '/data/history/:dataset/events/releases/:releaseId',
  identifyCaller,
  (c) => {
    const page = releaseActivity(c.var.lake, c.var.caller, {
      dataset: c.req.param('dataset'),
      releaseId: c.req.param('releaseId'),
      limit: Number(c.req.query('limit')),
      offset: Number(c.req.query('nextCursor')),
    })
    return json(c, 200, page)
  },
)
