/**
 * `npm run lake -- migrate scheduled-drafts`: drafts scheduled the Studio's former way (a `scheduledPublishAt` field)
 * become Scheduled Drafts (`../migrations/scheduled-drafts.ts`), through the running lake if one answers, else
 * directly on the data dir (LAKE_DATA_DIR). The lake also runs it at every start; a second run finds nothing to move.
 */
import '../shared/quiet-warnings.ts'

const MIGRATIONS = ['scheduled-drafts']
const name = process.argv[2]
if (!name || !MIGRATIONS.includes(name)) {
  console.error(`usage: npm run lake -- migrate <${MIGRATIONS.join(' | ')}>`)
  process.exit(2)
}

const { migrateScheduledDrafts } = await import('../migrations/scheduled-drafts.ts')
const { openOffline, tryRunningLake } = await import('./offline.ts')

type Moved = Awaited<ReturnType<typeof migrateScheduledDrafts>>
let moved = ((await tryRunningLake('migrate-scheduled-drafts', {})) as { moved: Moved } | undefined)?.moved
if (moved === undefined) {
  const lake = openOffline()
  try {
    moved = await migrateScheduledDrafts(lake)
  } finally {
    lake.close()
  }
}
for (const draft of moved) {
  console.log(`${draft.draftId} -> Scheduled Draft ${draft.releaseId} (publishes at ${draft.publishAt})`)
}
console.log(`migrate scheduled-drafts: ${moved.length} moved`)
