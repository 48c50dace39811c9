import { draftIdOf, publishedIdOf } from '@escrova/schemas/ids'
import { can, readScopeOf, readsEverything } from '../auth/access.ts'
import type { Caller } from '../auth/identify.ts'
import { idsNamedByMutations } from '../auth/named-ids.ts'
import { type LakeRuntime, requireDataset } from '../runtime/runtime.ts'
import { HttpError } from '../shared/http-error.ts'
import type { SanityDocument } from '../shared/types.ts'
import type { StoredTransaction } from '../store/history.ts'
import { eventsForGroup } from './history-events.ts'

const MAX_TRANSACTIONS = 10_000

/** Who asks for history, of which dataset. */
export interface HistoryReader {
  lake: LakeRuntime
  caller: Caller
  dataset: string
}

/** The reader of a dataset's history; a dataset the lake does not hold is refused first (404). */
export function historyReader(lake: LakeRuntime, caller: Caller, dataset: string): HistoryReader {
  return { lake, caller, dataset: requireDataset(lake, dataset).name }
}

/** What `data/history/<ds>/transactions/<ids>` was asked for, read from its query string by the route. */
export interface TransactionLogRequest {
  fromTransaction?: string
  toTransaction?: string
  fromTime?: string
  toTime?: string
  reverse: boolean
  limit?: number
  authors?: string[]
  includeIdentifiedDocumentsOnly: boolean
  /** `excludeMutations` or `excludeContent`. */
  withoutMutations: boolean
  mendozaEffects: boolean
}

/** The moment `data/history/<ds>/documents/<ids>` is asked about: one of them is required. */
export interface DocumentMoment {
  revision?: string
  time?: string
  lastRevision: boolean
}

/**
 * History is for project members: the anonymous public never sees past revisions (or drafts in them), and a member
 * sees the history only of documents their role may read.
 */
export function requireHistoryReader(reader: HistoryReader, ids: string[]): void {
  if (reader.caller.kind === 'anonymous') {
    throw new HttpError(401, 'Unauthorized - Session not found', { errorCode: 'SIO-401-ANF' })
  }
  const dataset = requireDataset(reader.lake, reader.dataset)
  const forbidden = ids.find((id) => !mayReadHistory(reader, id, dataset.get(id)))
  if (forbidden) throw new HttpError(403, `Permission "history" required for document "${forbidden}"`)
}

/** The `history` grant, judged on the document as it stands (or stood), or by its id alone once it is gone. */
function mayReadHistory(reader: HistoryReader, id: string, doc: SanityDocument | null | undefined): boolean {
  return can(reader.caller, 'history', doc ?? ({ _id: id } as SanityDocument))
}

/**
 * A transaction's mutations that the caller may see: each naming only documents whose history they read. One that
 * selects by query, or names a document outside their role, is left out (it could carry that document's content).
 */
function visibleMutations(reader: HistoryReader, tx: StoredTransaction): unknown[] {
  if (readsEverything(readScopeOf(reader.caller))) return tx.mutations
  const stateOf = new Map(tx.documents.map((doc) => [doc.id, doc.document]))
  return tx.mutations.filter((mutation) => {
    const named = idsNamedByMutations([mutation])
    return named.length > 0 && named.every(({ id }) => mayReadHistory(reader, id, stateOf.get(id)))
  })
}

/** The transactions touching `ids`, one record per NDJSON line, with whole-value mendoza effects per document. */
export function transactionLog(
  reader: HistoryReader,
  ids: string[],
  request: TransactionLogRequest,
): Record<string, unknown>[] {
  requireHistoryReader(reader, ids)
  const transactions = reader.lake.store.history.transactions(reader.dataset, {
    documentIds: ids,
    fromTransaction: request.fromTransaction,
    toTransaction: request.toTransaction,
    fromTime: request.fromTime,
    toTime: request.toTime,
    reverse: request.reverse,
    limit: Math.min(request.limit || MAX_TRANSACTIONS, MAX_TRANSACTIONS),
  })
  const wanted = new Set(ids)
  const { authors } = request
  return transactions
    .filter((tx) => !authors || authors.includes(tx.identity))
    .map((tx) => transactionLine(reader, tx, wanted, request))
}

function transactionLine(
  reader: HistoryReader,
  tx: StoredTransaction,
  wanted: Set<string>,
  request: TransactionLogRequest,
): Record<string, unknown> {
  const onlyWanted = request.includeIdentifiedDocumentsOnly
  const documents = tx.documents.filter(
    (doc) => (!onlyWanted || wanted.has(doc.id)) && mayReadHistory(reader, doc.id, doc.document),
  )
  const line: Record<string, unknown> = {
    id: tx.id,
    timestamp: tx.timestamp,
    author: tx.identity,
    documentIDs: documents.map((doc) => doc.id),
  }
  if (!request.withoutMutations) line.mutations = visibleMutations(reader, tx)
  if (request.mendozaEffects) {
    const effects: Record<string, { apply: unknown[]; revert: unknown[] }> = {}
    for (const doc of documents) {
      const before = doc.previousRev
        ? (reader.lake.store.history.documentAtRevision(reader.dataset, doc.id, doc.previousRev) ?? null)
        : null
      effects[doc.id] = { apply: [0, doc.document], revert: [0, before] }
    }
    line.effects = effects
  }
  return line
}

/** The documents `ids` as they stood at `moment`, those the caller may read. */
export function documentsAt(reader: HistoryReader, ids: string[], moment: DocumentMoment): SanityDocument[] {
  requireHistoryReader(reader, ids)
  return ids
    .map((id) => documentAt(reader, id, moment))
    .filter((doc): doc is SanityDocument => doc !== null && mayReadHistory(reader, doc._id, doc))
}

function documentAt(reader: HistoryReader, id: string, moment: DocumentMoment): SanityDocument | null {
  const { dataset } = reader
  const { history } = reader.lake.store
  const { revision, time } = moment
  // The Studio lists a published or archived release's documents (deleted versions) this way.
  if (moment.lastRevision) return history.lastStoredState(dataset, id)
  if (revision) {
    const exact = history.documentAtRevision(dataset, id, revision)
    if (exact !== undefined) return exact
    // A revision of another document in the same transaction: the document as it stood at that transaction.
    const tx = history.transaction(dataset, revision)
    if (!tx) throw new HttpError(404, `Revision "${revision}" not found`)
    return history.documentAtTime(dataset, id, tx.timestamp)
  }
  if (time) {
    if (Number.isNaN(Date.parse(time)))
      throw new HttpError(400, `"time" must be an ISO timestamp, got "${time}"`)
    return history.documentAtTime(dataset, id, new Date(time).toISOString())
  }
  throw new HttpError(400, 'One of "revision", "time" or "lastRevision=true" is required')
}

/** One page of a document's history as the Studio's events (its draft and published copies together). */
export function documentEvents(
  reader: HistoryReader,
  requested: string,
  page: { limit?: number; offset?: number },
): { events: Record<string, unknown[]>; nextCursor: string } {
  requireHistoryReader(reader, [requested])
  const publishedId = publishedIdOf(requested)
  const transactions = reader.lake.store.history.transactions(reader.dataset, {
    documentIds: [publishedId, draftIdOf(publishedId)],
  })
  const events = eventsForGroup(transactions, publishedId, requested)
  const limit = Math.max(1, Math.min(page.limit || 100, 1000))
  const offset = Math.max(0, page.offset || 0)
  const nextCursor = offset + limit < events.length ? String(offset + limit) : ''
  return { events: { [requested]: events.slice(offset, offset + limit) }, nextCursor }
}
