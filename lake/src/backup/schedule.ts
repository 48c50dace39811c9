import { Cron } from 'croner'
import type { LakeRuntime } from '../runtime/runtime.ts'
import { listBackups, pruneBackups, readManifest } from './retention.ts'
import type { BackupSettings } from './settings.ts'
import { takeBackup } from './snapshot.ts'

const DAY_MS = 24 * 60 * 60_000

/** One backup of the running lake (through its own connection), then the retention count applied. */
export async function backupNow(lake: LakeRuntime, settings: BackupSettings) {
  const taken = await takeBackup({ dataDir: lake.options.dataDir, dir: settings.dir, db: lake.store.db })
  const pruned = pruneBackups(settings.dir, settings.keep)
  return { ...taken, pruned }
}

/**
 * Backs the lake up on `settings.schedule` (croner; runs never overlap). A lake that was off when a backup was due
 * (a laptop asleep at night) takes one `catchUpMs` after start when the newest is older than a day: later than
 * start-up, so starting stays fast. Returns the stop function.
 */
export function startBackupSchedule(
  lake: LakeRuntime,
  settings: BackupSettings & { schedule: string },
  catchUpMs = 60_000,
): () => void {
  const run = async () => {
    try {
      const taken = await backupNow(lake, settings)
      console.log(`[lake] backup ${taken.path} (${taken.documents} documents)`)
    } catch (error) {
      console.error('[lake] backup failed', error)
    }
  }
  const job = new Cron(settings.schedule, { protect: true }, run)
  const newest = listBackups(settings.dir)[0]
  const newestAt = newest ? Date.parse(readManifest(newest).createdAt) : 0
  const catchUp = Date.now() - newestAt > DAY_MS ? setTimeout(() => void job.trigger(), catchUpMs) : undefined
  catchUp?.unref()
  return () => {
    if (catchUp) clearTimeout(catchUp)
    job.stop()
  }
}
