import { versionPrefixOf } from '@escrova/schemas/ids'
import { can } from '../auth/access.ts'
import type { Caller } from '../auth/identify.ts'
import { type LakeRuntime, requireDataset } from '../runtime/runtime.ts'
import { HttpError } from '../shared/http-error.ts'
import type { SanityDocument } from '../shared/types.ts'
import { releaseEvents } from './history-events.ts'
import { isValidReleaseId, RELEASE_PREFIX, releaseDocumentId } from './ids.ts'
import { isRelease } from './release-document.ts'

/**
 * The lake sets no limit on releases. The Studio compares its count of active releases with `datasetReleaseLimit`
 * (so it must be a number: this one is never reached) and reads `orgActiveReleaseLimit: null` as "no limit".
 */
export const DATASET_RELEASE_LIMIT = Number.MAX_SAFE_INTEGER

const ENDED = new Set(['published', 'archived'])

/** Releases not yet published or archived in every dataset, and those that count towards a plan (not scheduled drafts). */
export function activeReleaseCounts(lake: LakeRuntime): { all: number; metered: number } {
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

/**
 * One page of a release's activity (`history-events.ts`) for those whose roles read its history, paged like a
 * document's events.
 */
export function releaseActivity(
  lake: LakeRuntime,
  caller: Caller,
  request: { dataset: string; releaseId: string; limit?: number; offset?: number },
): { events: unknown[]; nextCursor: string } {
  const dataset = requireDataset(lake, request.dataset)
  const { releaseId } = request
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
  const limit = Math.max(1, Math.min(request.limit || 100, 1000))
  const offset = Math.max(0, request.offset || 0)
  const nextCursor = offset + limit < events.length ? String(offset + limit) : ''
  return { events: events.slice(offset, offset + limit), nextCursor }
}
