import { draftIdOf, publishedIdOf } from '@escrova/schemas/ids'
import { Hono } from 'hono'
import { can, readScopeOf, readsEverything } from '../auth/access.ts'
import { idsNamedByMutations } from '../auth/named-ids.ts'
import { eventsForGroup } from '../history/history-events.ts'
import type { LakeContext, LakeEnv } from '../http/env.ts'
import { identifyCaller } from '../http/middleware/identify.ts'
import { json, textWithLength } from '../http/respond.ts'
import { requireDataset } from '../runtime/runtime.ts'
import { HttpError } from '../shared/http-error.ts'
import type { SanityDocument } from '../shared/types.ts'
import type { StoredTransaction } from '../store/history.ts'

const MAX_TRANSACTIONS = 10_000

/**
 * History is for project members: the anonymous public never sees past revisions (or drafts in them), and a member
 * sees the history only of documents their role may read.
 */
function requireReader(c: LakeContext, ids: string[]): void {
  if (c.var.caller.kind === 'anonymous') {
    throw new HttpError(401, 'Unauthorized - Session not found', { errorCode: 'SIO-401-ANF' })
  }
  const dataset = requireDataset(c.var.lake, c.req.param('dataset') as string)
  const forbidden = ids.find((id) => !mayReadHistory(c, id, dataset.get(id)))
  if (forbidden) throw new HttpError(403, `Permission "history" required for document "${forbidden}"`)
}

/** The `history` grant, judged on the document as it stands (or stood), or by its id alone once it is gone. */
function mayReadHistory(c: LakeContext, id: string, doc: SanityDocument | null | undefined): boolean {
  return can(c.var.caller, 'history', doc ?? ({ _id: id } as SanityDocument))
}

/**
 * A transaction's mutations that the caller may see: each naming only documents whose history they read. One that
 * selects by query, or names a document outside their role, is left out (it could carry that document's content).
 */
function visibleMutations(c: LakeContext, tx: StoredTransaction): unknown[] {
  if (readsEverything(readScopeOf(c.var.caller))) return tx.mutations
  const stateOf = new Map(tx.documents.map((doc) => [doc.id, doc.document]))
  return tx.mutations.filter((mutation) => {
    const named = idsNamedByMutations([mutation])
    return named.length > 0 && named.every(({ id }) => mayReadHistory(c, id, stateOf.get(id)))
  })
}

function idList(raw: string): string[] {
  const ids = raw
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
  if (ids.length === 0) throw new HttpError(400, 'At least one document id is required')
  return ids
}

function flag(c: LakeContext, name: string): boolean {
  const value = c.req.query(name)
  return value === 'true' || value === '1' || value === ''
}

/** One NDJSON line of `data/history/<ds>/transactions/<ids>`, with whole-value mendoza effects per document. */
function transactionLine(
  c: LakeContext,
  tx: StoredTransaction,
  wanted: Set<string>,
): Record<string, unknown> {
  const dataset = c.req.param('dataset') as string
  const onlyWanted = flag(c, 'includeIdentifiedDocumentsOnly')
  const documents = tx.documents.filter(
    (doc) => (!onlyWanted || wanted.has(doc.id)) && mayReadHistory(c, doc.id, doc.document),
  )
  const line: Record<string, unknown> = {
    id: tx.id,
    timestamp: tx.timestamp,
    author: tx.identity,
    documentIDs: documents.map((doc) => doc.id),
  }
  if (!flag(c, 'excludeMutations') && !flag(c, 'excludeContent')) line.mutations = visibleMutations(c, tx)
  if (c.req.query('effectFormat') === 'mendoza') {
    const effects: Record<string, { apply: unknown[]; revert: unknown[] }> = {}
    for (const doc of documents) {
      const before = doc.previousRev
        ? (c.var.lake.store.history.documentAtRevision(dataset, doc.id, doc.previousRev) ?? null)
        : null
      effects[doc.id] = { apply: [0, doc.document], revert: [0, before] }
    }
    line.effects = effects
  }
  return line
}

function documentAt(c: LakeContext, id: string): SanityDocument | null {
  const dataset = c.req.param('dataset') as string
  const { history } = c.var.lake.store
  const revision = c.req.query('revision')
  const time = c.req.query('time')
  // The Studio lists a published or archived release's documents (deleted versions) this way.
  if (flag(c, 'lastRevision')) return history.lastStoredState(dataset, id)
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

export const historyRoutes = new Hono<LakeEnv>()
  .get('/data/history/:dataset/transactions/:ids', identifyCaller, (c) => {
    const dataset = requireDataset(c.var.lake, c.req.param('dataset')).name
    const ids = idList(c.req.param('ids'))
    requireReader(c, ids)
    const limit = Math.min(Number(c.req.query('limit')) || MAX_TRANSACTIONS, MAX_TRANSACTIONS)
    const transactions = c.var.lake.store.history.transactions(dataset, {
      documentIds: ids,
      fromTransaction: c.req.query('fromTransaction') || undefined,
      toTransaction: c.req.query('toTransaction') || undefined,
      fromTime: c.req.query('fromTime') || undefined,
      toTime: c.req.query('toTime') || undefined,
      reverse: flag(c, 'reverse'),
      limit,
    })
    const wanted = new Set(ids)
    const authors = c.req.query('authors')?.split(',').filter(Boolean)
    const body = transactions
      .filter((tx) => !authors || authors.includes(tx.identity))
      .map((tx) => `${JSON.stringify(transactionLine(c, tx, wanted))}\n`)
      .join('')
    return textWithLength(c, 200, body, { 'content-type': 'application/x-ndjson; charset=utf-8' })
  })
  .get('/data/history/:dataset/documents/:ids', identifyCaller, (c) => {
    requireDataset(c.var.lake, c.req.param('dataset'))
    const ids = idList(c.req.param('ids'))
    requireReader(c, ids)
    const documents = ids
      .map((id) => documentAt(c, id))
      .filter((doc): doc is SanityDocument => doc !== null && mayReadHistory(c, doc._id, doc))
    return json(c, 200, { documents })
  })
  .get('/data/history/:dataset/events/documents/:id', identifyCaller, (c) => {
    const dataset = requireDataset(c.var.lake, c.req.param('dataset')).name
    const requested = c.req.param('id')
    requireReader(c, [requested])
    const publishedId = publishedIdOf(requested)
    const transactions = c.var.lake.store.history.transactions(dataset, {
      documentIds: [publishedId, draftIdOf(publishedId)],
    })
    const events = eventsForGroup(transactions, publishedId, requested)
    const limit = Math.max(1, Math.min(Number(c.req.query('limit')) || 100, 1000))
    const offset = Math.max(0, Number(c.req.query('nextCursor')) || 0)
    const page = events.slice(offset, offset + limit)
    const nextCursor = offset + limit < events.length ? String(offset + limit) : ''
    return json(c, 200, { events: { [requested]: page }, nextCursor })
  })
