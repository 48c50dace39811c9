/** The shared set-up of a Studio test file: one harness (lake, built Studio, Chromium), seeded once, per file. */
import type { SanityClient } from '@sanity/client'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { type StudioHarness, startStudioHarness } from './harness.ts'

export interface StudioSuite {
  harness: StudioHarness
}

/**
 * Registers the file's hooks; `harness` is set before the first test runs. A failing test leaves screenshots.
 * `seed` writes the file's documents into an empty lake; `'dataset'` starts from the lake's whole seeded dataset
 * instead (posts, site copy with its images), for tests that show the result on the site.
 */
export function studioSuite(seed: ((writer: SanityClient) => Promise<unknown>) | 'dataset'): StudioSuite {
  const suite = {} as StudioSuite
  beforeAll(async () => {
    suite.harness = await startStudioHarness({ seed: seed === 'dataset' })
    if (seed !== 'dataset') await seed(suite.harness.lake.client('write'))
  }, 600_000)
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') await suite.harness.screenshots(context.task.name)
  })
  afterAll(async () => {
    await suite.harness?.close()
  })
  return suite
}
