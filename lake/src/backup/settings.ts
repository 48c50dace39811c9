import { dirname, join, resolve } from 'node:path'

/** Where backups go, how many are kept, and when they are taken (a cron pattern; unset: only on demand). */
export interface BackupSettings {
  dir: string
  keep: number
  schedule?: string
}

export const DEFAULT_KEEP = 7

/**
 * From env: LAKE_BACKUP_DIR (default: `lake-backups` beside the data dir, so wiping the data dir keeps them),
 * LAKE_BACKUP_KEEP (7), LAKE_BACKUP_SCHEDULE (a cron pattern such as `0 3 * * *` or `@daily`; unset: none).
 */
export function backupSettingsFromEnv(dataDir: string, env = process.env): BackupSettings {
  const keep = env.LAKE_BACKUP_KEEP === undefined ? DEFAULT_KEEP : Number(env.LAKE_BACKUP_KEEP)
  if (!Number.isInteger(keep) || keep < 1) {
    throw new Error(`LAKE_BACKUP_KEEP must be a whole number of at least 1, got "${env.LAKE_BACKUP_KEEP}"`)
  }
  return {
    dir: resolve(env.LAKE_BACKUP_DIR ?? join(dirname(resolve(dataDir)), 'lake-backups')),
    keep,
    schedule: env.LAKE_BACKUP_SCHEDULE || undefined,
  }
}
