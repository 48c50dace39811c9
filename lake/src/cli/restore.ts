/**
 * `npm run lake -- restore <backup folder> [--key <team.key>]`: puts a backup in place of the lake's data dir
 * (LAKE_DATA_DIR). The lake must be stopped; the data dir as it was is kept beside it. A path that is not a sound
 * backup changes nothing. Backups hold no `team.key`: `--key` names the copy kept apart, else the replaced data dir's
 * is kept.
 */
import '../shared/quiet-warnings.ts'

const { RestoreError, restoreBackup } = await import('../backup/restore.ts')
const { cliDataDir, cliLakeUrl } = await import('./offline.ts')

const target = process.argv[2]
const keyAt = process.argv.indexOf('--key')
const keyFile = keyAt > 0 ? process.argv[keyAt + 1] : undefined
if (!target || target.startsWith('--') || (keyAt > 0 && !keyFile)) {
  console.error(
    'usage: npm run lake -- restore <backup folder> [--key <team.key kept apart>]   (backups: LAKE_BACKUP_DIR, default .data/lake-backups)',
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
  const { restored, previous, key } = restoreBackup(target, cliDataDir(), new Date(), keyFile)
  console.log(
    `restored ${target} (taken ${restored.createdAt}, ${restored.documents} documents) into ${cliDataDir()}`,
  )
  if (previous) console.log(`the data dir as it was is kept at ${previous}`)
  if (key === 'missing')
    console.log(
      `no team.key (backups never hold it): members' authenticator apps will not work until the key you keep apart is copied to ${cliDataDir()}/team.key before the lake starts, or restore again with --key <file>`,
    )
  else console.log(`team.key: ${key === 'file' ? keyFile : 'kept from the data dir it replaced'}`)
} catch (error) {
  if (!(error instanceof RestoreError)) throw error
  console.error(`restore: ${error.message} Nothing was changed.`)
  process.exit(1)
}
