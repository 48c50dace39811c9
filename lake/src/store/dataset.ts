import type { DatabaseSync, StatementSync } from 'node:sqlite'
import type { CommittedTransaction, DocumentChange, SanityDocument } from '../shared/types.ts'
import { flushWriteAheadLog, purgeHistory } from './purge.ts'

export interface TransactionInput {
  transactionId: string
  timestamp: string
  identity: string
  mutations: unknown[]
  changes: DocumentChange[]
  /** Documents whose history goes with this commit (a `delete` with `purge: true`), this transaction included. */
  purge?: string[]
}

/**
 * One dataset: every document held in memory (GROQ needs them there anyway) and mirrored in sqlite. Documents are
 * never mutated in place; a commit swaps in new objects, so readers holding an old snapshot stay consistent.
 */
export class Dataset {
  readonly docs = new Map<string, SanityDocument>()
  /** Bumped on every commit; caches key on it. */
  revision = 0
  private readonly insertTx: StatementSync
  private readonly upsertDoc: StatementSync
  private readonly deleteDoc: StatementSync
  private readonly insertRev: StatementSync
  private readonly txExists: StatementSync

  constructor(
    readonly name: string,
    private readonly db: DatabaseSync,
    private readonly onCommit: (tx: CommittedTransaction) => void,
    private readonly onWipe: () => void = () => {},
  ) {
    this.insertTx = db.prepare(
      'INSERT INTO transactions (dataset, id, timestamp, identity, mutations) VALUES (?, ?, ?, ?, ?)',
    )
    this.upsertDoc = db.prepare(
      'INSERT INTO documents (dataset, id, rev, type, body) VALUES (?, ?, ?, ?, ?) ' +
        'ON CONFLICT (dataset, id) DO UPDATE SET rev = excluded.rev, type = excluded.type, body = excluded.body',
    )
    this.deleteDoc = db.prepare('DELETE FROM documents WHERE dataset = ? AND id = ?')
    this.insertRev = db.prepare(
      'INSERT INTO revisions (dataset, doc_id, tx_seq, previous_rev, result_rev, body) VALUES (?, ?, ?, ?, ?, ?)',
    )
    this.txExists = db.prepare('SELECT 1 AS found FROM transactions WHERE dataset = ? AND id = ?')
    for (const row of db.prepare('SELECT body FROM documents WHERE dataset = ?').iterate(name)) {
      const doc = JSON.parse(String((row as { body: string }).body)) as SanityDocument
      this.docs.set(doc._id, doc)
    }
  }

  get(id: string): SanityDocument | undefined {
    return this.docs.get(id)
  }

  hasTransaction(id: string): boolean {
    return this.txExists.get(this.name, id) !== undefined
  }

  /** Writes the transaction durably (one sqlite transaction), then updates memory and notifies listeners. */
  commit(input: TransactionInput): CommittedTransaction {
    const { db } = this
    db.exec('BEGIN IMMEDIATE')
    let seq: number
    try {
      const info = this.insertTx.run(
        this.name,
        input.transactionId,
        input.timestamp,
        input.identity,
        JSON.stringify(input.mutations),
      )
      seq = Number(info.lastInsertRowid)
      for (const change of input.changes) {
        if (change.after) {
          this.upsertDoc.run(
            this.name,
            change.id,
            change.after._rev ?? '',
            change.after._type ?? null,
            JSON.stringify(change.after),
          )
        } else {
          this.deleteDoc.run(this.name, change.id)
        }
        this.insertRev.run(
          this.name,
          change.id,
          seq,
          change.previousRev,
          change.resultRev,
          change.after ? JSON.stringify(change.after) : null,
        )
      }
      purgeHistory(db, this.name, input.purge ?? [])
      db.exec('COMMIT')
    } catch (error) {
      db.exec('ROLLBACK')
      throw error
    }
    if (input.purge?.length) flushWriteAheadLog(db)
    for (const change of input.changes) {
      if (change.after) this.docs.set(change.id, change.after)
      else this.docs.delete(change.id)
    }
    this.revision++
    const { purge: _purged, ...rest } = input
    const committed: CommittedTransaction = { dataset: this.name, seq, ...rest }
    this.onCommit(committed)
    return committed
  }

  /** Removes every document and its history (used by `seed --reset`). */
  wipe(): void {
    const { db } = this
    db.exec('BEGIN IMMEDIATE')
    try {
      for (const table of ['documents', 'transactions']) {
        db.prepare(`DELETE FROM ${table} WHERE dataset = ?`).run(this.name)
      }
      db.prepare('DELETE FROM revisions WHERE dataset = ?').run(this.name)
      db.exec('COMMIT')
    } catch (error) {
      db.exec('ROLLBACK')
      throw error
    }
    this.docs.clear()
    this.revision++
    this.onWipe()
  }
}
