/**
 * `npm run lake -- restore <backup folder>`: puts a backup in place of the lake's data dir (LAKE_DATA_DIR). The lake
 * must be stopped; the data dir as it was is kept beside it. A path that is not a sound backup changes nothing.
 */
import '../shared/quiet-warnings.ts'

const { RestoreError, restoreBackup } = await import('../backup/restore.ts')
const { cliDataDir, cliLakeUrl } = await import('./offline.ts')

const target = process.argv[2]
if (!target) {
  console.error(
    'usage: npm run lake -- restore <backup folder>   (backups: LAKE_BACKUP_DIR, default .data/lake-backups)',
  )
  process.exit(2)
}
const running = await fetch(`${cliLakeUrl()}/v1/ping`, { signal: AbortSignal.timeout(2000) }).then(
  () => true,
  () => false,
)
if (running) {
  console.error(
    `restore: a lake is answering at ${cliLakeUrl()}; stop it first (restoring under it would lose writes).`,
  )
  process.exit(1)
}
try {
  const { restored, previous } = restoreBackup(target, cliDataDir())
  console.log(
    `restored ${target} (taken ${restored.createdAt}, ${restored.documents} documents) into ${cliDataDir()}`,
  )
  if (previous) console.log(`the data dir as it was is kept at ${previous}`)
} catch (error) {
  if (!(error instanceof RestoreError)) throw error
  console.error(`restore: ${error.message} Nothing was changed.`)
  process.exit(1)
}
