import { versionPrefixOf } from '@escrova/schemas/ids'
import type { SanityDocument } from '../shared/types.ts'
import type { StoredTransaction } from '../store/history.ts'
import { releaseDocumentId } from './ids.ts'
import type { ReleaseDocument } from './release-document.ts'

/**
 * A release's activity (`data/history/<ds>/events/releases/<releaseId>`), derived from the transaction log of the
 * release document and its versions, in the event shapes the Studio's release detail reads: who created,
 * scheduled, unscheduled, published, archived or unarchived it, edited its type or intended date, and added or
 * discarded a document. `author` is the transaction's member or robot id (`users/<ids>` names them).
 */
export interface ReleaseEvent {
  type:
    | 'createRelease'
    | 'scheduleRelease'
    | 'unscheduleRelease'
    | 'publishRelease'
    | 'archiveRelease'
    | 'unarchiveRelease'
    | 'editRelease'
    | 'addDocumentToRelease'
    | 'discardDocumentFromRelease'
  timestamp: string
  author: string
  releaseName: string
  publishAt?: string
  documentId?: string
  documentType?: string
  change?: { releaseType?: string; intendedPublishDate?: string }
}

const asRelease = (doc: SanityDocument | null | undefined) =>
  (doc ?? undefined) as ReleaseDocument | undefined

function metadataChange(before: ReleaseDocument | undefined, after: ReleaseDocument) {
  const change: NonNullable<ReleaseEvent['change']> = {}
  if (before?.metadata?.releaseType !== after.metadata?.releaseType)
    change.releaseType = after.metadata?.releaseType
  if (before?.metadata?.intendedPublishAt !== after.metadata?.intendedPublishAt) {
    change.intendedPublishDate = after.metadata?.intendedPublishAt
  }
  return Object.keys(change).length > 0 ? change : undefined
}

/** What one change of the release document was, if it is something the activity shows. */
function releaseEvent(before: ReleaseDocument | undefined, after: ReleaseDocument | undefined) {
  if (!after) return undefined
  if (!before) return { type: 'createRelease' as const, change: metadataChange(undefined, after) }
  if (before.state !== after.state) {
    if (after.state === 'scheduled') return { type: 'scheduleRelease' as const, publishAt: after.publishAt }
    if (after.state === 'published') return { type: 'publishRelease' as const }
    if (after.state === 'archived') return { type: 'archiveRelease' as const }
    if (before.state === 'scheduled') return { type: 'unscheduleRelease' as const }
    if (before.state === 'archived') return { type: 'unarchiveRelease' as const }
  }
  if (after.state === 'scheduled' && before.publishAt !== after.publishAt) {
    return { type: 'scheduleRelease' as const, publishAt: after.publishAt }
  }
  const change = metadataChange(before, after)
  return change ? { type: 'editRelease' as const, change } : undefined
}

/** Newest first, as the Studio pages them. `stateAt` gives a document as a revision left it (its state before). */
export function releaseEvents(
  transactions: StoredTransaction[],
  releaseId: string,
  stateAt: (id: string, rev: string) => SanityDocument | null | undefined,
): ReleaseEvent[] {
  const releaseDocId = releaseDocumentId(releaseId)
  const versionPrefix = versionPrefixOf(releaseId)
  const events: ReleaseEvent[] = []
  for (const tx of transactions) {
    const base = { timestamp: tx.timestamp, author: tx.identity, releaseName: releaseId }
    const releaseChange = tx.documents.find((doc) => doc.id === releaseDocId)
    if (releaseChange) {
      const before = releaseChange.previousRev ? stateAt(releaseDocId, releaseChange.previousRev) : undefined
      const event = releaseEvent(asRelease(before), asRelease(releaseChange.document))
      if (event) events.push({ ...base, ...event })
      // The release's own steps (publish, archive, unarchive) move its versions: not adding or discarding them.
      continue
    }
    for (const doc of tx.documents) {
      if (!doc.id.startsWith(versionPrefix)) continue
      if (doc.previousRev === null && doc.document) {
        events.push({
          ...base,
          type: 'addDocumentToRelease',
          documentId: doc.id,
          documentType: doc.document._type,
        })
      } else if (doc.document === null) {
        events.push({ ...base, type: 'discardDocumentFromRelease', documentId: doc.id })
      }
    }
  }
  return events.reverse()
}
