/**
 * `npm run bench studio`: how long the Blog's Published list takes to show its first items, in the built Studio in
 * Chromium, with 34 and then 10,000 published posts in a local lake. Prints
 *   BENCH studio.lists.published.34.ms      <ms> ms
 *   BENCH studio.lists.published.10000.ms   <ms> ms
 * The time runs from the click on Blog → Posts → Published until the list's first post shows (median of 3 opens,
 * each in a freshly loaded Studio). `BENCH_STUDIO_LIST_POSTS=2000` measures a smaller large blog instead of 10,000.
 */
import type { Page } from 'playwright'
import { startStudioHarness } from '../../tests/studio/support/harness.ts'
import { fillLakeWithPosts } from '../../tests/support/posts-fixture.ts'

const SIZES = [34, Number(process.env.BENCH_STUDIO_LIST_POSTS ?? 10_000)]
const RUNS = 3

async function openPublished(page: Page, studioUrl: string): Promise<number> {
  await page.goto(`${studioUrl}/structure/blog;posts`)
  const published = page.getByText('Published', { exact: true }).first()
  await published.waitFor({ timeout: 120_000 })
  const started = performance.now()
  await published.click()
  await page
    .getByText(/^Escrow guide number \d+:/)
    .first()
    .waitFor({ timeout: 120_000 })
  return performance.now() - started
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

const harness = await startStudioHarness({ seed: false })
try {
  const writer = harness.lake.client('write')
  const { page } = await harness.open('write', '/structure')
  for (const size of SIZES) {
    await fillLakeWithPosts(writer, size)
    const times: number[] = []
    for (let run = 0; run < RUNS; run++) times.push(await openPublished(page, harness.studio.url))
    console.log(`BENCH studio.lists.published.${size}.ms ${Math.round(median(times))} ms`)
  }
} finally {
  await harness.close()
}
