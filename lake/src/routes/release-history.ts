import { versionPrefixOf } from '@escrova/schemas/ids'
import { Hono } from 'hono'
import { can } from '../auth/access.ts'
import type { LakeEnv } from '../http/env.ts'
import { identifyCaller } from '../http/middleware/identify.ts'
import { json } from '../http/respond.ts'
import { releaseEvents } from '../releases/history-events.ts'
import { isValidReleaseId, releaseDocumentId } from '../releases/ids.ts'
import { requireDataset } from '../runtime/runtime.ts'
import { HttpError } from '../shared/http-error.ts'
import type { SanityDocument } from '../shared/types.ts'

/**
 * `GET data/history/<ds>/events/releases/<releaseId>?limit&nextCursor` → `{events, nextCursor}`: the release's
 * activity (`../releases/history-events.ts`) for those whose roles read its history, paged like the document events.
 */
export const releaseHistoryRoutes = new Hono<LakeEnv>().get(
  '/data/history/:dataset/events/releases/:releaseId',
  identifyCaller,
  (c) => {
    const { lake, caller } = c.var
    const dataset = requireDataset(lake, c.req.param('dataset'))
    const releaseId = c.req.param('releaseId')
    if (!isValidReleaseId(releaseId)) throw new HttpError(400, `"${releaseId}" is not a release id`)
    if (caller.kind === 'anonymous') {
      throw new HttpError(401, 'Unauthorized - Session not found', { errorCode: 'SIO-401-ANF' })
    }
    const id = releaseDocumentId(releaseId)
    const release = dataset.get(id) ?? lake.store.history.lastStoredState(dataset.name, id)
    if (!can(caller, 'history', release ?? ({ _id: id } as SanityDocument))) {
      throw new HttpError(403, `Permission "history" required for document "${id}"`)
    }
    const transactions = lake.store.history.transactions(dataset.name, {
      documentIds: [id],
      documentIdPrefix: versionPrefixOf(releaseId),
    })
    const events = releaseEvents(transactions, releaseId, (docId, rev) =>
      lake.store.history.documentAtRevision(dataset.name, docId, rev),
    )
    const limit = Math.max(1, Math.min(Number(c.req.query('limit')) || 100, 1000))
    const offset = Math.max(0, Number(c.req.query('nextCursor')) || 0)
    const nextCursor = offset + limit < events.length ? String(offset + limit) : ''
    return json(c, 200, { events: events.slice(offset, offset + limit), nextCursor })
  },
)
