import type { DatabaseSync } from 'node:sqlite'

type Json = Record<string, unknown>

/** The document id a stored mutation names (`_id` for the create kinds, `id` for delete and patch), if any. */
function namedId(mutation: unknown): string | undefined {
  if (!mutation || typeof mutation !== 'object') return undefined
  const body = Object.values(mutation as Json)[0] as Json | undefined
  if (!body || typeof body !== 'object') return undefined
  if (typeof body._id === 'string') return body._id
  return typeof body.id === 'string' ? body.id : undefined
}

/**
 * Removes every trace of some documents from a dataset's transaction log: their revisions, the mutations that
 * name them, and any transaction left with nothing else in it. Other documents' revisions and mutations in the
 * same transactions stay. Runs inside the caller's sqlite transaction, so a purge commits with its delete or not
 * at all. In a transaction that also changed other documents, a mutation that reached a purged document only
 * through a GROQ `query` is kept: it names no one, and it changed those other documents too.
 */
export function purgeHistory(db: DatabaseSync, dataset: string, ids: string[]): void {
  if (ids.length === 0) return
  const purged = new Set(ids)
  const marks = ids.map(() => '?').join(',')
  const seqs = new Set<number>()
  const byRevision = db
    .prepare(`SELECT DISTINCT tx_seq FROM revisions WHERE dataset = ? AND doc_id IN (${marks})`)
    .all(dataset, ...ids) as Array<{ tx_seq: number }>
  for (const row of byRevision) seqs.add(Number(row.tx_seq))
  // Mutations that changed nothing (a createIfNotExists that found the document) left no revision but may
  // still hold its content: find them by the id as it appears in the stored JSON.
  const mentions = db.prepare('SELECT seq FROM transactions WHERE dataset = ? AND instr(mutations, ?) > 0')
  for (const id of ids) {
    for (const row of mentions.all(dataset, JSON.stringify(id)) as Array<{ seq: number }>) {
      seqs.add(Number(row.seq))
    }
  }
  db.prepare(`DELETE FROM revisions WHERE dataset = ? AND doc_id IN (${marks})`).run(dataset, ...ids)

  const read = db.prepare('SELECT mutations FROM transactions WHERE seq = ?')
  const remaining = db.prepare('SELECT COUNT(*) AS n FROM revisions WHERE dataset = ? AND tx_seq = ?')
  const rewrite = db.prepare('UPDATE transactions SET mutations = ? WHERE seq = ?')
  const drop = db.prepare('DELETE FROM transactions WHERE seq = ?')
  for (const seq of seqs) {
    const row = read.get(seq) as { mutations: string } | undefined
    if (!row) continue
    const all = JSON.parse(row.mutations) as unknown[]
    const kept = all.filter((mutation) => {
      const id = namedId(mutation)
      return id === undefined || !purged.has(id)
    })
    const others = Number((remaining.get(dataset, seq) as { n: number }).n)
    // With no other document's revision left, the transaction changed only purged documents: all of it goes.
    if (others === 0) drop.run(seq)
    else if (kept.length !== all.length) rewrite.run(JSON.stringify(kept), seq)
  }
}

/**
 * Moves every committed page into the main file and empties the write-ahead log, whose older frames would
 * otherwise still hold the purged rows' bytes. With `secure_delete` on (see `db.ts`), the freed space in the main
 * file has already been zeroed, so after this nothing of the purged content is left in either file.
 */
export function flushWriteAheadLog(db: DatabaseSync): void {
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)')
}
