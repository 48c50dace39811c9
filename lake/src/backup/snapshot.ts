import { cpSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { backup, DatabaseSync } from 'node:sqlite'
import { TEAM_KEY_FILE } from '../members/secret-box.ts'
import { checkDatabase } from './verify.ts'

export const DATABASE_FILE = 'lake.sqlite'
export const MANIFEST_FILE = 'manifest.json'
/** A backup's folder name: `lake-` and the UTC time it was taken, so names sort by age. */
export const BACKUP_NAME = /^lake-\d{8}T\d{9}Z$/

export interface BackupManifest {
  format: 1
  createdAt: string
  documents: number
  transactions: number
}

export interface TakenBackup extends BackupManifest {
  path: string
}

/**
 * Not copied as is: SQLite's own files, which the backup API copies consistently, and the key that seals the team's
 * second factors, which is backed up apart from the database it protects (`restore.ts` puts it back). Everything
 * else in the data dir is copied as is.
 */
const NOT_COPIED = new Set([DATABASE_FILE, `${DATABASE_FILE}-wal`, `${DATABASE_FILE}-shm`, TEAM_KEY_FILE])

function nameFor(time: Date): string {
  return `lake-${time.toISOString().replace(/[-:.]/g, '')}`
}

/**
 * Takes a consistent backup of a lake's data dir while it may be running: the sqlite store through SQLite's online
 * backup API (one snapshot, whatever is being written meanwhile), then the other files (assets, tokens, TLS; not
 * `team.key`). Asset
 * files are written before the commit that names them and never change, so every asset the snapshot names is
 * there. `db`: the running lake's own connection (in-process backups); otherwise the file is opened read-only.
 * The backup is written under a temporary name and renamed when whole, so a listed backup is always complete.
 */
export async function takeBackup(options: {
  dataDir: string
  dir: string
  db?: DatabaseSync
  now?: Date
}): Promise<TakenBackup> {
  const dataDir = resolve(options.dataDir)
  const time = options.now ?? new Date()
  const name = nameFor(time)
  const partial = join(options.dir, `.${name}.partial`)
  const path = join(options.dir, name)
  rmSync(partial, { recursive: true, force: true })
  mkdirSync(partial, { recursive: true })
  try {
    const source = options.db ?? new DatabaseSync(join(dataDir, DATABASE_FILE), { readOnly: true })
    try {
      // All pages in one step: a step holds one read snapshot, so writes meanwhile cannot make it start over.
      await backup(source, join(partial, DATABASE_FILE), { rate: 2 ** 30 })
    } finally {
      if (!options.db) source.close()
    }
    const backupsDir = resolve(options.dir)
    cpSync(dataDir, partial, {
      recursive: true,
      // Nor the backups themselves when they are kept inside the data dir.
      filter: (from) => !NOT_COPIED.has(relative(dataDir, from)) && from !== backupsDir,
    })
    const counts = checkDatabase(join(partial, DATABASE_FILE))
    const manifest: BackupManifest = { format: 1, createdAt: time.toISOString(), ...counts }
    writeFileSync(join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`)
    renameSync(partial, path)
    return { path, ...manifest }
  } catch (error) {
    rmSync(partial, { recursive: true, force: true })
    throw error
  }
}
