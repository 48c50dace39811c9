/**
 * The move of the site's copy into the Studio changed no word a visitor reads: every marketing route, in both themes,
 * shows exactly the text it showed when the copy was code (`frozen/route-text.json`, captured from that code by
 * `visibleText` against the same seed).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, startTestSite, type TestSite } from '../support/site.ts'
import { type RouteTexts, TEXT_ROUTES, TEXT_THEMES, visibleText } from './route-text.ts'

const before = JSON.parse(
  readFileSync(join(import.meta.dirname, 'frozen/route-text.json'), 'utf8'),
) as RouteTexts
let site: TestSite
let browser: Browser

beforeAll(async () => {
  site = await startTestSite()
  browser = await launchBrowser()
}, 600_000)
afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

describe.each(TEXT_THEMES)('%s theme', (theme) => {
  it.each(TEXT_ROUTES)('%s shows the words it showed before the move', async (route) => {
    const context = await site.newContext(browser, {
      viewport: { width: 1280, height: 900 },
      reducedMotion: 'reduce',
    })
    const text = await visibleText(context, site.url + route, theme)
    await context.close()
    expect(before[`${theme} ${route}`]?.length).toBeGreaterThan(10)
    expect(text).toEqual(before[`${theme} ${route}`])
  })
})
