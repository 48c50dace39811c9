import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { LakeRuntime } from '../runtime/runtime.ts'
import { importFile } from './files.ts'

/** The seed dataset the seed content is built into (images beside it in `lake/seed/images/`). */
export const SEED_FILE = fileURLToPath(new URL('../../seed/dataset.ndjson', import.meta.url))

/** Loads the seed dataset into an empty store (first start). */
export async function seedIfEmpty(
  lake: LakeRuntime,
  file = process.env.LAKE_SEED_FILE ?? SEED_FILE,
): Promise<void> {
  if (!lake.store.isEmpty()) return
  if (!existsSync(file)) {
    console.warn(`[lake] no seed file at ${file}; starting empty`)
    return
  }
  const result = await importFile(lake, lake.dataset, file, 'create')
  console.log(`[lake] seeded ${result.documents} documents and ${result.assets} images from ${file}`)
}

/** Wipes the main dataset and loads the seed again (`npm run seed`). */
export async function reseed(lake: LakeRuntime, file = process.env.LAKE_SEED_FILE ?? SEED_FILE) {
  const dataset = lake.store.ensureDataset(lake.dataset)
  dataset.wipe()
  // A wipe is not a commit: live clients cannot tell what it removed, so they are told to refetch everything.
  lake.live.restart(dataset.name)
  return importFile(lake, dataset.name, file, 'create')
}
