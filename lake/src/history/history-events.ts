import { draftIdOf } from '@escrova/schemas/ids'
import type { StoredTransaction } from '../store/history.ts'

/**
 * Document events (`data/history/<ds>/events/documents/<id>`), derived from the transaction log: how the hosted
 * Events API describes a document group's life (draft created, published, unpublished, deleted, live-edited).
 * The Studio fills in edit events between them from the transactions endpoint.
 */
export interface DocumentEvent {
  type: string
  documentId: string
  timestamp: string
  author: string
  documentVariantType: 'published' | 'draft'
  versionId?: string
  versionRevisionId?: string
  revisionId?: string
  publishCause?: 'document.publish'
  /** Who wrote the draft a publish made public (the Studio lists them as "Changes by"). */
  contributors?: string[]
}

export function eventsForGroup(
  transactions: StoredTransaction[],
  publishedId: string,
  requestedId: string,
): DocumentEvent[] {
  const draftId = draftIdOf(publishedId)
  const documentVariantType: DocumentEvent['documentVariantType'] =
    requestedId === publishedId ? 'published' : 'draft'
  const events: DocumentEvent[] = []
  /** The authors of the current draft, since it was created. */
  let draftAuthors = new Set<string>()
  for (const tx of transactions) {
    const published = tx.documents.find((doc) => doc.id === publishedId)
    const draft = tx.documents.find((doc) => doc.id === draftId)
    const base = {
      documentId: publishedId,
      timestamp: tx.timestamp,
      author: tx.identity,
      documentVariantType,
    }
    const draftCreated = draft && draft.previousRev === null && draft.document !== null
    const draftDeleted = draft && draft.document === null
    const publishedWritten = published && published.document !== null
    const publishedDeleted = published && published.document === null
    if (draft?.document) draftAuthors.add(tx.identity)

    if (publishedWritten && draftDeleted) {
      events.push({
        ...base,
        type: 'publishDocumentVersion',
        versionId: draftId,
        versionRevisionId: draft.previousRev ?? undefined,
        revisionId: tx.id,
        publishCause: 'document.publish',
        contributors: [...draftAuthors],
      })
    } else if (publishedDeleted && draft?.document) {
      events.push({
        ...base,
        type: 'unpublishDocument',
        versionId: draftId,
        versionRevisionId: draft.resultRev ?? tx.id,
      })
    } else if (publishedDeleted && (!draft || draftDeleted)) {
      events.push({ ...base, type: 'deleteDocumentGroup' })
    } else if (publishedDeleted) {
      events.push({ ...base, type: 'unpublishDocument', versionId: draftId, versionRevisionId: tx.id })
    } else if (draftCreated) {
      events.push({ ...base, type: 'createDocumentVersion', versionId: draftId, versionRevisionId: tx.id })
    } else if (draftDeleted) {
      events.push({
        ...base,
        type: 'deleteDocumentVersion',
        versionId: draftId,
        versionRevisionId: draft.previousRev ?? tx.id,
      })
    } else if (publishedWritten && !draft) {
      // Written without a draft: a live-edited document (or a direct mutation).
      events.push({
        ...base,
        type: published.previousRev === null ? 'createLiveDocument' : 'updateLiveDocument',
        revisionId: tx.id,
      })
    }
    if (draftDeleted) draftAuthors = new Set()
  }
  return events.reverse()
}
