/**
 * No word a visitor reads changes by accident: every marketing route, in both themes, shows exactly the text of its
 * golden file (`golden/<route>.txt`). When the copy is meant to change, `npm run golden` rewrites the files from the
 * site over a freshly seeded lake; the diff is reviewed and committed with the change.
 */
import { relative } from 'node:path'
import type { Browser } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../support/chromium.ts'
import { startTestSite, type TestSite } from '../support/site.ts'
import {
  goldenFile,
  orphanGoldenFiles,
  readGolden,
  TEXT_CONTEXT,
  TEXT_ROUTES,
  TEXT_THEMES,
  visibleText,
} from './route-text.ts'

let site: TestSite
let browser: Browser

beforeAll(async () => {
  site = await startTestSite()
  browser = await launchChromium()
}, 600_000)
afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

it('every golden file belongs to a route the suites list (`npm run golden` removes the others)', () => {
  expect(orphanGoldenFiles().map((file) => relative(process.cwd(), file))).toEqual([])
})

describe.each(TEXT_THEMES)('%s theme', (theme) => {
  it.each(TEXT_ROUTES)('%s shows the words of its golden file', async (route) => {
    const golden = readGolden(route)
    expect(golden, `${goldenFile(route)} is missing: run \`npm run golden\``).toBeDefined()
    expect(golden?.length).toBeGreaterThan(10)
    const context = await site.newContext(browser, TEXT_CONTEXT)
    const text = await visibleText(context, site.url + route, theme)
    await context.close()
    expect(
      text,
      `${route} differs from its golden file; if the change is meant, run \`npm run golden\``,
    ).toEqual(golden)
  })
})
