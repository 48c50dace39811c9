import { chmodSync, copyFileSync, cpSync, existsSync, readFileSync, renameSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { TEAM_KEY_FILE } from '../members/secret-box.ts'
import { type BackupManifest, DATABASE_FILE, MANIFEST_FILE } from './snapshot.ts'
import { checkDatabase } from './verify.ts'

export class RestoreError extends Error {}

/** Reads and checks a backup folder; throws a RestoreError saying what is wrong, having changed nothing. */
export function checkBackup(path: string): BackupManifest {
  if (!existsSync(path)) throw new RestoreError(`No backup at ${path}: nothing there.`)
  if (!statSync(path).isDirectory()) {
    throw new RestoreError(`${path} is a file, not a backup folder (backups are folders named lake-<time>).`)
  }
  const manifestFile = join(path, MANIFEST_FILE)
  if (!existsSync(manifestFile) || !existsSync(join(path, DATABASE_FILE))) {
    throw new RestoreError(`${path} is not a lake backup: it has no ${MANIFEST_FILE} and ${DATABASE_FILE}.`)
  }
  let manifest: BackupManifest
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BackupManifest
  } catch (error) {
    throw new RestoreError(`${manifestFile} is not valid JSON: ${(error as Error).message}`)
  }
  if (manifest.format !== 1)
    throw new RestoreError(`${manifestFile}: unknown backup format ${manifest.format}`)
  try {
    checkDatabase(join(path, DATABASE_FILE))
  } catch (error) {
    throw new RestoreError(`${path} is damaged: ${(error as Error).message}`)
  }
  return manifest
}

/** Where the restored data dir's `team.key` came from: the file named, the data dir replaced, or nowhere. */
export type RestoredKey = 'file' | 'data dir' | 'missing'

/**
 * Puts a backup in place of a (stopped) lake's data dir. The backup is checked first; a bad one changes nothing. The
 * data dir as it was is kept beside it (`<dataDir>.before-restore-<time>`), never deleted, so a restore can itself
 * be undone. A backup holds no `team.key` (it is kept apart from the database whose second factors it seals): the
 * key comes from `keyFile` when given, else from the data dir being replaced; with neither, members' authenticator
 * apps stop working until the key kept apart is put at `<dataDir>/team.key` before the lake starts.
 */
export function restoreBackup(
  backupPath: string,
  dataDir: string,
  now = new Date(),
  keyFile?: string,
): { restored: BackupManifest; previous?: string; key: RestoredKey } {
  const from = resolve(backupPath)
  const to = resolve(dataDir)
  const manifest = checkBackup(from)
  const inside = relative(to, from)
  if (inside === '' || !inside.startsWith('..')) {
    throw new RestoreError(`${from} is inside the data dir ${to}: copy it elsewhere first.`)
  }
  if (keyFile && !existsSync(keyFile)) throw new RestoreError(`No key file at ${keyFile}.`)
  let previous: string | undefined
  if (existsSync(to)) {
    previous = `${to}.before-restore-${now.toISOString().replace(/[-:.]/g, '')}`
    renameSync(to, previous)
  }
  try {
    cpSync(from, to, { recursive: true, filter: (file) => file !== join(from, MANIFEST_FILE) })
  } catch (error) {
    if (previous) renameSync(previous, to)
    throw error
  }
  const keptKey = previous ? join(previous, TEAM_KEY_FILE) : undefined
  const key: RestoredKey = keyFile ? 'file' : keptKey && existsSync(keptKey) ? 'data dir' : 'missing'
  const source = keyFile ?? (key === 'data dir' ? keptKey : undefined)
  if (source) {
    copyFileSync(source, join(to, TEAM_KEY_FILE))
    chmodSync(join(to, TEAM_KEY_FILE), 0o600)
  }
  return { restored: manifest, previous, key }
}
