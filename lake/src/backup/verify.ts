import { DatabaseSync } from 'node:sqlite'

const TABLES = ['datasets', 'documents', 'transactions', 'revisions']

/** Opens a backup's sqlite file read-only and checks it is a whole lake store; throws saying what is wrong. */
export function checkDatabase(file: string): { documents: number; transactions: number } {
  let db: DatabaseSync
  try {
    db = new DatabaseSync(file, { readOnly: true })
  } catch (error) {
    throw new Error(`cannot open ${file}: ${(error as Error).message}`)
  }
  try {
    const integrity = db.prepare('PRAGMA integrity_check').all() as Array<{ integrity_check: string }>
    if (integrity[0]?.integrity_check !== 'ok') {
      throw new Error(
        `${file} fails SQLite's integrity check: ${integrity.map((row) => row.integrity_check).join('; ')}`,
      )
    }
    const tables = new Set(
      (
        db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Array<{ name: string }>
      ).map((row) => row.name),
    )
    const missing = TABLES.filter((table) => !tables.has(table))
    if (missing.length > 0) throw new Error(`${file} is not a lake store (no ${missing.join(', ')} table)`)
    const count = (table: string) =>
      (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n
    return { documents: count('documents'), transactions: count('transactions') }
  } catch (error) {
    if ((error as Error).message.includes(file)) throw error
    throw new Error(`${file} is not a readable lake store: ${(error as Error).message}`)
  } finally {
    db.close()
  }
}
