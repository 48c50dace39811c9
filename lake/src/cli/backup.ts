/**
 * `npm run lake -- backup`: a consistent backup of the lake's data dir (LAKE_DATA_DIR), whether the lake is running
 * or not, into LAKE_BACKUP_DIR; then only the LAKE_BACKUP_KEEP newest are kept (`src/backup/settings.ts`).
 */
import '../shared/quiet-warnings.ts'

const { pruneBackups } = await import('../backup/retention.ts')
const { backupSettingsFromEnv } = await import('../backup/settings.ts')
const { takeBackup } = await import('../backup/snapshot.ts')
const { cliDataDir } = await import('./offline.ts')

const dataDir = cliDataDir()
const settings = backupSettingsFromEnv(dataDir)
const taken = await takeBackup({ dataDir, dir: settings.dir })
const pruned = pruneBackups(settings.dir, settings.keep)
console.log(`backup: ${taken.path} (${taken.documents} documents, ${taken.transactions} transactions)`)
for (const path of pruned) console.log(`removed old backup: ${path}`)
