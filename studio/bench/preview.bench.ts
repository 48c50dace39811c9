/**
 * `npm run bench studio`: how fast a keystroke in the Studio's form reaches the site in the Presentation frame.
 * Prints
 *   BENCH studio.preview.keystroke_to_frame.p50 <ms> ms
 *   BENCH studio.preview.keystroke_to_frame.p95 <ms> ms
 * Each sample runs from one key press in a post's title field until the frame's page heading shows the title with
 * that character (built Studio, real site server and lake, Chromium), over `BENCH_PREVIEW_KEYSTROKES` (40) keys.
 */
import { POST_PAGE, pathFor } from '@escrova/schemas/paths'
import { startPresentation } from '../../tests/studio/support/presentation.ts'

const KEYSTROKES = Number(process.env.BENCH_PREVIEW_KEYSTROKES ?? 40)

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

const setup = await startPresentation()
try {
  const post: { title: string; slug: string } = await setup.lake
    .client(null)
    .fetch(
      `*[_type == "post" && defined(slug.current) && count(categories) > 0][0]{title, "slug": slug.current}`,
    )
  const { page, frame } = await setup.openPresentation(pathFor(POST_PAGE, post.slug))
  await frame.locator('h1', { hasText: post.title }).waitFor({ timeout: 120_000 })
  const title = page.locator('[data-testid="field-title"] input')
  await title.click({ timeout: 120_000 })
  await title.press('End')
  await title.pressSequentially(' ')
  let typed = `${post.title} `
  const samples: number[] = []
  for (let index = 0; index < KEYSTROKES; index++) {
    const key = 'abcdefghijklmnopqrstuvwxyz'[index % 26]
    typed += key
    const started = performance.now()
    await title.press(key)
    await frame.locator('h1', { hasText: typed }).waitFor({ timeout: 60_000 })
    samples.push(performance.now() - started)
  }
  console.log(`BENCH studio.preview.keystroke_to_frame.p50 ${Math.round(percentile(samples, 50))} ms`)
  console.log(`BENCH studio.preview.keystroke_to_frame.p95 ${Math.round(percentile(samples, 95))} ms`)
} finally {
  await setup.close()
}
