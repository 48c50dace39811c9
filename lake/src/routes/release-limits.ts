import { Hono } from 'hono'
import type { LakeEnv } from '../http/env.ts'
import { identifyCaller } from '../http/middleware/identify.ts'
import { json } from '../http/respond.ts'
import { activeReleaseCounts, DATASET_RELEASE_LIMIT } from '../releases/activity.ts'
import { HttpError } from '../shared/http-error.ts'

/** `GET projects/<id>/new-content-release-allowed`: what the Studio asks before it offers "New release". */
export const releaseLimitRoutes = new Hono<LakeEnv>().get(
  '/projects/:projectId/new-content-release-allowed',
  identifyCaller,
  (c) => {
    const { lake, caller } = c.var
    if (c.req.param('projectId') !== lake.projectId) {
      throw new HttpError(404, `Project "${c.req.param('projectId')}" not found`, {
        errorCode: 'SIO-404-PNF',
      })
    }
    if (caller.kind === 'anonymous') {
      throw new HttpError(401, 'Unauthorized - Session not found', { errorCode: 'SIO-401-ANF' })
    }
    const counts = activeReleaseCounts(lake)
    return json(c, 200, {
      data: {
        orgActiveReleaseCount: counts.all,
        orgMeteredActiveReleaseCount: counts.metered,
        datasetReleaseLimit: DATASET_RELEASE_LIMIT,
        orgActiveReleaseLimit: null,
      },
    })
  },
)
