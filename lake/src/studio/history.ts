import { can } from '../auth/access.ts'
import { type RequestContext, sendJson } from '../http/context.ts'
import { HttpError } from '../http/errors.ts'
import type { Route } from '../http/router.ts'
import { requireDataset } from '../runtime.ts'
import type { StoredTransaction } from '../store/history.ts'
import type { SanityDocument } from '../types.ts'
import { eventsForGroup } from './history-events.ts'

const MAX_TRANSACTIONS = 10_000

/**
 * History is for project members: the anonymous public never sees past revisions (or drafts in them), and a member
 * sees the history only of documents their role may read.
 */
function requireReader(ctx: RequestContext, ids: string[]): void {
  if (ctx.caller.kind === 'anonymous') {
    throw new HttpError(401, 'Unauthorized - Session not found', { errorCode: 'SIO-401-ANF' })
  }
  const dataset = requireDataset(ctx.lake, ctx.params.dataset)
  const forbidden = ids.find((id) => !mayReadHistory(ctx, id, dataset.get(id)))
  if (forbidden) throw new HttpError(403, `Permission "history" required for document "${forbidden}"`)
}

/** The `history` grant, judged on the document as it stands (or stood), or by its id alone once it is gone. */
function mayReadHistory(ctx: RequestContext, id: string, doc: SanityDocument | null | undefined): boolean {
  return can(ctx.caller, 'history', doc ?? ({ _id: id } as SanityDocument))
}

function idList(raw: string): string[] {
  const ids = raw
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
  if (ids.length === 0) throw new HttpError(400, 'At least one document id is required')
  return ids
}

function flag(ctx: RequestContext, name: string): boolean {
  const value = ctx.url.searchParams.get(name)
  return value === 'true' || value === '1' || value === ''
}

function publishedIdOf(id: string): string {
  return id.startsWith('drafts.') ? id.slice('drafts.'.length) : id
}

/** One NDJSON line of `data/history/<ds>/transactions/<ids>`, with whole-value mendoza effects per document. */
function transactionLine(
  ctx: RequestContext,
  tx: StoredTransaction,
  wanted: Set<string>,
): Record<string, unknown> {
  const dataset = ctx.params.dataset
  const onlyWanted = flag(ctx, 'includeIdentifiedDocumentsOnly')
  const documents = tx.documents.filter(
    (doc) => (!onlyWanted || wanted.has(doc.id)) && mayReadHistory(ctx, doc.id, doc.document),
  )
  const line: Record<string, unknown> = {
    id: tx.id,
    timestamp: tx.timestamp,
    author: tx.identity,
    documentIDs: documents.map((doc) => doc.id),
  }
  if (!flag(ctx, 'excludeMutations') && !flag(ctx, 'excludeContent')) line.mutations = tx.mutations
  if (ctx.url.searchParams.get('effectFormat') === 'mendoza') {
    const effects: Record<string, { apply: unknown[]; revert: unknown[] }> = {}
    for (const doc of documents) {
      const before = doc.previousRev
        ? (ctx.lake.store.history.documentAtRevision(dataset, doc.id, doc.previousRev) ?? null)
        : null
      effects[doc.id] = { apply: [0, doc.document], revert: [0, before] }
    }
    line.effects = effects
  }
  return line
}

function documentAt(ctx: RequestContext, id: string): SanityDocument | null {
  const dataset = ctx.params.dataset
  const { history } = ctx.lake.store
  const revision = ctx.url.searchParams.get('revision')
  const time = ctx.url.searchParams.get('time')
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
  throw new HttpError(400, 'Either "revision" or "time" is required')
}

export const historyRoutes: Route[] = [
  {
    method: 'GET',
    path: '/data/history/:dataset/transactions/:ids',
    handler: (ctx) => {
      requireDataset(ctx.lake, ctx.params.dataset)
      const ids = idList(ctx.params.ids)
      requireReader(ctx, ids)
      const search = ctx.url.searchParams
      const limit = Math.min(Number(search.get('limit')) || MAX_TRANSACTIONS, MAX_TRANSACTIONS)
      const transactions = ctx.lake.store.history.transactions(ctx.params.dataset, {
        documentIds: ids,
        fromTransaction: search.get('fromTransaction') || undefined,
        toTransaction: search.get('toTransaction') || undefined,
        fromTime: search.get('fromTime') || undefined,
        toTime: search.get('toTime') || undefined,
        reverse: flag(ctx, 'reverse'),
        limit,
      })
      const wanted = new Set(ids)
      const authors = search.get('authors')?.split(',').filter(Boolean)
      const body = transactions
        .filter((tx) => !authors || authors.includes(tx.identity))
        .map((tx) => `${JSON.stringify(transactionLine(ctx, tx, wanted))}\n`)
        .join('')
      ctx.res.writeHead(200, {
        'content-type': 'application/x-ndjson; charset=utf-8',
        'content-length': String(Buffer.byteLength(body)),
      })
      ctx.res.end(body)
    },
  },
  {
    method: 'GET',
    path: '/data/history/:dataset/documents/:ids',
    handler: (ctx) => {
      requireDataset(ctx.lake, ctx.params.dataset)
      const ids = idList(ctx.params.ids)
      requireReader(ctx, ids)
      const documents = ids
        .map((id) => documentAt(ctx, id))
        .filter((doc): doc is SanityDocument => doc !== null && mayReadHistory(ctx, doc._id, doc))
      sendJson(ctx, 200, { documents })
    },
  },
  {
    method: 'GET',
    path: '/data/history/:dataset/events/documents/:id',
    handler: (ctx) => {
      requireDataset(ctx.lake, ctx.params.dataset)
      const requested = ctx.params.id
      requireReader(ctx, [requested])
      const publishedId = publishedIdOf(requested)
      const transactions = ctx.lake.store.history.transactions(ctx.params.dataset, {
        documentIds: [publishedId, `drafts.${publishedId}`],
      })
      const events = eventsForGroup(transactions, publishedId, requested)
      const limit = Math.max(1, Math.min(Number(ctx.url.searchParams.get('limit')) || 100, 1000))
      const offset = Math.max(0, Number(ctx.url.searchParams.get('nextCursor')) || 0)
      const page = events.slice(offset, offset + limit)
      const nextCursor = offset + limit < events.length ? String(offset + limit) : ''
      sendJson(ctx, 200, { events: { [requested]: page }, nextCursor })
    },
  },
]
