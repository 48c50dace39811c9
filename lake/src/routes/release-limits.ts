import { Hono } from 'hono'
import type { LakeEnv } from '../http/env.ts'
import { identifyCaller } from '../http/middleware/identify.ts'
import { json } from '../http/respond.ts'
import { RELEASE_PREFIX } from '../releases/ids.ts'
import { isRelease } from '../releases/release-document.ts'
import type { LakeRuntime } from '../runtime/runtime.ts'
import { HttpError } from '../shared/http-error.ts'

/**
 * The lake sets no limit on releases. The Studio compares its count of active releases with `datasetReleaseLimit`
 * (so it must be a number: this one is never reached) and reads `orgActiveReleaseLimit: null` as "no limit".
 */
export const DATASET_RELEASE_LIMIT = Number.MAX_SAFE_INTEGER

const ENDED = new Set(['published', 'archived'])

/** Releases not yet published or archived in every dataset, and those that count towards a plan (not scheduled drafts). */
function activeReleaseCounts(lake: LakeRuntime): { all: number; metered: number } {
  let all = 0
  let metered = 0
  for (const name of lake.store.datasetNames()) {
    for (const [id, doc] of lake.store.dataset(name)?.docs ?? []) {
      if (!id.startsWith(RELEASE_PREFIX) || !isRelease(doc) || ENDED.has(doc.state)) continue
      all++
      if (doc.metadata?.cardinality !== 'one') metered++
    }
  }
  return { all, metered }
}

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
