import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'

export const databaseFile = (dataDir: string): string => join(dataDir, 'lake.sqlite')

/**
 * Opens the lake's sqlite file. WAL + synchronous=FULL: a commit returns only after the WAL is fsynced, so an
 * acknowledged write survives `kill -9` and power loss alike; WAL replays cleanly on the next open.
 * secure_delete: deleted and overwritten rows are zeroed, not just unlinked, so a purged document's old bytes do
 * not linger in free pages of the file (`purge.ts` then empties the WAL).
 */
export function openDatabase(dataDir: string): DatabaseSync {
  mkdirSync(dataDir, { recursive: true })
  const db = new DatabaseSync(databaseFile(dataDir))
  db.exec('PRAGMA journal_mode = WAL')
  db.exec('PRAGMA synchronous = FULL')
  db.exec('PRAGMA secure_delete = ON')
  db.exec('PRAGMA busy_timeout = 5000')
  db.exec(`
    CREATE TABLE IF NOT EXISTS datasets (
      name TEXT PRIMARY KEY,
      created_at TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS documents (
      dataset TEXT NOT NULL,
      id TEXT NOT NULL,
      rev TEXT NOT NULL,
      type TEXT,
      body TEXT NOT NULL,
      PRIMARY KEY (dataset, id)
    ) WITHOUT ROWID;
    CREATE TABLE IF NOT EXISTS transactions (
      seq INTEGER PRIMARY KEY AUTOINCREMENT,
      dataset TEXT NOT NULL,
      id TEXT NOT NULL,
      timestamp TEXT NOT NULL,
      identity TEXT NOT NULL,
      mutations TEXT NOT NULL,
      UNIQUE (dataset, id)
    );
    CREATE TABLE IF NOT EXISTS revisions (
      dataset TEXT NOT NULL,
      doc_id TEXT NOT NULL,
      tx_seq INTEGER NOT NULL,
      previous_rev TEXT,
      result_rev TEXT,
      body TEXT,
      PRIMARY KEY (dataset, doc_id, tx_seq)
    ) WITHOUT ROWID;
    CREATE INDEX IF NOT EXISTS revisions_by_rev ON revisions (dataset, doc_id, result_rev);
    CREATE TABLE IF NOT EXISTS kv (
      key TEXT PRIMARY KEY,
      value TEXT NOT NULL
    );
  `)
  zeroLegacyFreeSpace(db)
  return db
}

const ZEROED_KEY = 'store.deletedBytesZeroed'

/**
 * A file written before `secure_delete` was on can still hold deleted or overwritten rows in its free space (and
 * its WAL). It is rebuilt once from its live rows (VACUUM) and the WAL emptied; from then on secure_delete keeps
 * it clean, which the kv marker records.
 */
function zeroLegacyFreeSpace(db: DatabaseSync): void {
  if (db.prepare('SELECT 1 AS found FROM kv WHERE key = ?').get(ZEROED_KEY)) return
  db.exec('VACUUM')
  db.prepare('INSERT INTO kv (key, value) VALUES (?, ?)').run(ZEROED_KEY, new Date().toISOString())
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)')
}
