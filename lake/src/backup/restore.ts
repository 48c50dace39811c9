import { cpSync, existsSync, readFileSync, renameSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
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

/**
 * Puts a backup in place of a (stopped) lake's data dir. The backup is checked first; a bad one changes nothing. The
 * data dir as it was is kept beside it (`<dataDir>.before-restore-<time>`), never deleted, so a restore can itself
 * be undone.
 */
export function restoreBackup(
  backupPath: string,
  dataDir: string,
  now = new Date(),
): { restored: BackupManifest; previous?: string } {
  const from = resolve(backupPath)
  const to = resolve(dataDir)
  const manifest = checkBackup(from)
  const inside = relative(to, from)
  if (inside === '' || !inside.startsWith('..')) {
    throw new RestoreError(`${from} is inside the data dir ${to}: copy it elsewhere first.`)
  }
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
  return { restored: manifest, previous }
}
