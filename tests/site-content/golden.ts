/**
 * `npm run golden`: writes `tests/site-content/golden/<route>.txt`, each marketing route's visible text, from the
 * built site served over a freshly seeded lake (the same build, lake and browser the tests use). Run it when the copy
 * is meant to change (a seed edit, a new page), read the diff, and commit it with the change; `route-text.test.ts`
 * fails on any other change of a visible word. Golden files of routes no longer listed are removed.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { relative } from 'node:path'
import { launchChromium } from '../support/chromium.ts'
import { startTestSite } from '../support/site.ts'
import {
  GOLDEN_DIR,
  goldenFile,
  orphanGoldenFiles,
  TEXT_CONTEXT,
  TEXT_ROUTES,
  TEXT_THEMES,
  visibleText,
} from './route-text.ts'

const site = await startTestSite()
const browser = await launchChromium()
let failed = false
try {
  mkdirSync(GOLDEN_DIR, { recursive: true })
  for (const route of TEXT_ROUTES) {
    const context = await site.newContext(browser, TEXT_CONTEXT)
    const [first, ...others] = await Promise.all(
      TEXT_THEMES.map((theme) => visibleText(context, site.url + route, theme)),
    )
    await context.close()
    // One file serves both themes: a theme that shows other words is a bug to fix, not a second truth to record.
    for (const [index, lines] of others.entries()) {
      if (JSON.stringify(lines) !== JSON.stringify(first)) {
        console.error(
          `${route}: the ${TEXT_THEMES[index + 1]} theme shows other words than ${TEXT_THEMES[0]}`,
        )
        failed = true
      }
    }
    writeFileSync(goldenFile(route), `${first.join('\n')}\n`)
    console.log(`${relative(process.cwd(), goldenFile(route))}: ${first.length} lines`)
  }
  for (const file of orphanGoldenFiles()) {
    rmSync(file)
    console.log(`${relative(process.cwd(), file)}: removed (no such route any more)`)
  }
} finally {
  await browser.close()
  await site.stop()
}
process.exit(failed ? 1 : 0)
