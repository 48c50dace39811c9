/**
 * `npm run bench site`, the marketing pages' figures:
 *   BENCH site.js.home.gzip_kb  JavaScript `/` loads before interaction (gzip); target <= 110 KB
 *   BENCH site.lighthouse.<home|about-us|all-services>.<category> <score>  mobile, devtools throttling, median of 3
 * `BENCH_LIGHTHOUSE=0` skips Lighthouse; `BENCH_VERBOSE=1` lists scripts and failing audits.
 */
import { launchChromium } from '../../tests/support/chromium.ts'
import { scriptsBeforeInteraction } from './js-size.ts'
import { LIGHTHOUSE_CATEGORIES, lighthouseScores } from './lighthouse.ts'
import { startLiveSite } from './live-site.ts'

const ROUTES: [string, string][] = [
  ['home', '/'],
  ['about-us', '/about-us'],
  ['all-services', '/all-services'],
]

const site = await startLiveSite()
try {
  const browser = await launchChromium()
  try {
    const scripts = await scriptsBeforeInteraction(browser, site.url)
    if (process.env.BENCH_VERBOSE) {
      for (const [url, size] of scripts)
        console.log(`# ${(size / 1024).toFixed(1)} KB ${new URL(url).pathname}`)
    }
    const total = [...scripts.values()].reduce((sum, size) => sum + size, 0)
    console.log(`BENCH site.js.home.gzip_kb ${(total / 1024).toFixed(1)} KB`)
  } finally {
    await browser.close()
  }
  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    for (const [name, path] of ROUTES) {
      const scores = await lighthouseScores(site.url + path)
      for (const category of LIGHTHOUSE_CATEGORIES) {
        console.log(`BENCH site.lighthouse.${name}.${category} ${scores[category]} score`)
      }
    }
  }
} finally {
  await site.stop()
}
