import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { BACKUP_NAME, type BackupManifest, MANIFEST_FILE } from './snapshot.ts'

/** The complete backups in `dir`, newest first (names carry the time they were taken). */
export function listBackups(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((name) => BACKUP_NAME.test(name) && existsSync(join(dir, name, MANIFEST_FILE)))
    .sort()
    .reverse()
    .map((name) => join(dir, name))
}

/** Removes all but the `keep` newest backups; returns the removed paths. Other files in `dir` are left alone. */
export function pruneBackups(dir: string, keep: number): string[] {
  const removed = listBackups(dir).slice(keep)
  for (const path of removed) rmSync(path, { recursive: true, force: true })
  return removed
}

export function readManifest(backupPath: string): BackupManifest {
  return JSON.parse(readFileSync(join(backupPath, MANIFEST_FILE), 'utf8')) as BackupManifest
}
