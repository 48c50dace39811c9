import type { DatabaseSync } from 'node:sqlite'
import type { SanityDocument } from '../shared/types.ts'

export interface StoredTransaction {
  seq: number
  id: string
  timestamp: string
  identity: string
  mutations: unknown[]
  /** Per touched document: its revision before and after; `document` is the full document after (null = deleted). */
  documents: Array<{
    id: string
    previousRev: string | null
    resultRev: string | null
    document: SanityDocument | null
  }>
}

export interface TransactionQuery {
  /** Only transactions touching any of these document ids. */
  documentIds?: string[]
  /** Also (or only, without `documentIds`) transactions touching an id that starts with this (a release's versions). */
  documentIdPrefix?: string
  /** ISO time or transaction id bounds (inclusive); ids are resolved to their timestamps. */
  fromTime?: string
  toTime?: string
  fromTransaction?: string
  toTransaction?: string
  limit?: number
  reverse?: boolean
}

interface TxRow {
  seq: number
  id: string
  timestamp: string
  identity: string
  mutations: string
}

/**
 * Read side of the transaction log kept by every commit. The Studio's history endpoints (`data/history`) are built
 * on this: events and transactions per document, and a document as it was at a revision or a time.
 */
export class History {
  constructor(private readonly db: DatabaseSync) {}

  transactions(dataset: string, query: TransactionQuery = {}): StoredTransaction[] {
    const where = ['t.dataset = ?']
    const args: Array<string | number> = [dataset]
    const touching: string[] = []
    if (query.documentIds?.length) {
      touching.push(`doc_id IN (${query.documentIds.map(() => '?').join(',')})`)
      args.push(...query.documentIds)
    }
    if (query.documentIdPrefix) {
      touching.push('substr(doc_id, 1, ?) = ?')
      args.push(query.documentIdPrefix.length, query.documentIdPrefix)
    }
    if (touching.length > 0) {
      where.push(
        `t.seq IN (SELECT tx_seq FROM revisions WHERE dataset = t.dataset AND (${touching.join(' OR ')}))`,
      )
    }
    const fromSeq = query.fromTransaction ? this.seqOf(dataset, query.fromTransaction) : undefined
    const toSeq = query.toTransaction ? this.seqOf(dataset, query.toTransaction) : undefined
    const bounds: Array<[string, string | number | undefined]> = [
      ['t.seq >= ?', fromSeq],
      ['t.seq <= ?', toSeq],
      ['t.timestamp >= ?', query.fromTime],
      ['t.timestamp <= ?', query.toTime],
    ]
    for (const [clause, value] of bounds) {
      if (value === undefined) continue
      where.push(clause)
      args.push(value)
    }
    const order = query.reverse ? 'DESC' : 'ASC'
    const limit = query.limit ? ` LIMIT ${Math.max(1, Math.floor(query.limit))}` : ''
    const rows = this.db
      .prepare(`SELECT t.* FROM transactions t WHERE ${where.join(' AND ')} ORDER BY t.seq ${order}${limit}`)
      .all(...args) as unknown as TxRow[]
    return rows.map((row) => this.hydrate(dataset, row))
  }

  transaction(dataset: string, transactionId: string): StoredTransaction | undefined {
    const row = this.db
      .prepare('SELECT * FROM transactions WHERE dataset = ? AND id = ?')
      .get(dataset, transactionId) as unknown as TxRow | undefined
    return row ? this.hydrate(dataset, row) : undefined
  }

  /** The document as it was right after the transaction that produced `rev` (null if that revision deleted it). */
  documentAtRevision(dataset: string, documentId: string, rev: string): SanityDocument | null | undefined {
    const row = this.db
      .prepare('SELECT body FROM revisions WHERE dataset = ? AND doc_id = ? AND result_rev = ? LIMIT 1')
      .get(dataset, documentId, rev) as { body: string | null } | undefined
    if (!row) return undefined
    return row.body ? (JSON.parse(row.body) as SanityDocument) : null
  }

  /** The document as it was at a moment (the last revision at or before `time`); null if absent then. */
  documentAtTime(dataset: string, documentId: string, time: string): SanityDocument | null {
    const row = this.db
      .prepare(
        'SELECT r.body FROM revisions r JOIN transactions t ON t.seq = r.tx_seq ' +
          'WHERE r.dataset = ? AND r.doc_id = ? AND t.timestamp <= ? ORDER BY r.tx_seq DESC LIMIT 1',
      )
      .get(dataset, documentId, time) as { body: string | null } | undefined
    return row?.body ? (JSON.parse(row.body) as SanityDocument) : null
  }

  /** The last state a document was stored in, also after it was deleted (null if it never held content). */
  lastStoredState(dataset: string, documentId: string): SanityDocument | null {
    const row = this.db
      .prepare(
        'SELECT body FROM revisions WHERE dataset = ? AND doc_id = ? AND body IS NOT NULL ORDER BY tx_seq DESC LIMIT 1',
      )
      .get(dataset, documentId) as { body: string } | undefined
    return row ? (JSON.parse(row.body) as SanityDocument) : null
  }

  private seqOf(dataset: string, transactionId: string): number | undefined {
    const row = this.db
      .prepare('SELECT seq FROM transactions WHERE dataset = ? AND id = ?')
      .get(dataset, transactionId) as { seq: number } | undefined
    return row?.seq
  }

  private hydrate(dataset: string, row: TxRow): StoredTransaction {
    const docs = this.db
      .prepare(
        'SELECT doc_id, previous_rev, result_rev, body FROM revisions WHERE dataset = ? AND tx_seq = ? ORDER BY doc_id',
      )
      .all(dataset, row.seq) as Array<{
      doc_id: string
      previous_rev: string | null
      result_rev: string | null
      body: string | null
    }>
    return {
      seq: Number(row.seq),
      id: row.id,
      timestamp: row.timestamp,
      identity: row.identity,
      mutations: JSON.parse(row.mutations) as unknown[],
      documents: docs.map((d) => ({
        id: d.doc_id,
        previousRev: d.previous_rev,
        resultRev: d.result_rev,
        document: d.body ? (JSON.parse(d.body) as SanityDocument) : null,
      })),
    }
  }
}
