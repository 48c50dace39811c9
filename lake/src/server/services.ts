import { startBackupSchedule } from '../backup/schedule.ts'
import { backupSettingsFromEnv } from '../backup/settings.ts'
import { startQueryPool } from '../groq/pool/pool.ts'
import { seedIfEmpty } from '../io/seed-loader.ts'
import { startReleaseScheduler } from '../releases/scheduler.ts'
import type { LakeRuntime } from '../runtime/runtime.ts'
import { startComments } from '../studio-addons/start.ts'
import { startWebhooks, webhooksFromEnv } from '../webhooks/dispatch.ts'

/** Parts that hang off the store: listeners, the seed on first start, webhooks. */
export async function startServices(lake: LakeRuntime): Promise<void> {
  const unsubscribe = lake.store.onCommit((tx) => {
    lake.listeners.publish(tx)
    lake.live.publish(tx)
  })
  const forgetOnWipe = lake.store.onWipe((dataset) => lake.listeners.forget(dataset))
  lake.cleanups.push(() => {
    unsubscribe()
    forgetOnWipe()
    lake.listeners.closeAll()
    lake.live.closeAll()
  })
  startComments(lake)
  const queries = await startQueryPool(lake.store, lake.options.queries)
  lake.cleanups.push(() => queries.close())
  // Seed first: loading the seed is not an editorial change and should not fire webhooks.
  if (lake.options.seed) await seedIfEmpty(lake)
  // After the seed, so a release that came due while the lake was down is published from the store as it stands.
  lake.cleanups.push(startReleaseScheduler(lake))
  const backups = backupSettingsFromEnv(lake.options.dataDir)
  if (backups.schedule) {
    const stop = startBackupSchedule(lake, { ...backups, schedule: backups.schedule })
    lake.cleanups.push(stop)
  }
  const hooks = lake.options.webhooks ?? webhooksFromEnv()
  if (hooks.length > 0) {
    const webhooks = startWebhooks(lake, hooks, lake.options.webhookRetry)
    lake.cleanups.push(() => webhooks.close())
  }
}
