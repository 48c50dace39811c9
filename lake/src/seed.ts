/**
 * `npm run seed` (`seed.ts --reset`): wipes the production dataset and loads `lake/seed/dataset.ndjson` again.
 * Without `--reset` it only seeds an empty store. Goes through the running lake when one answers.
 */
import './shared/quiet-warnings.ts'

const { reseed, SEED_FILE, seedIfEmpty } = await import('./io/seed-loader.ts')
const { openOffline, tryRunningLake } = await import('./cli/offline.ts')

const reset = process.argv.includes('--reset')
const file = process.env.LAKE_SEED_FILE ?? SEED_FILE
if (reset) {
  let result = await tryRunningLake('seed', { file })
  if (result === undefined) {
    const lake = openOffline()
    try {
      result = await reseed(lake, file)
    } finally {
      lake.close()
    }
  }
  console.log(`seed reset: ${JSON.stringify(result)}`)
} else {
  const lake = openOffline()
  try {
    await seedIfEmpty(lake, file)
  } finally {
    lake.close()
  }
}
