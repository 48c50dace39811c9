/**
 * Lighthouse runner shared by the site's benchmarks: mobile preset, devtools throttling, the median of `runs`
 * (default 3, env `LIGHTHOUSE_RUNS`) per URL, in the Debian Chromium with the quiet flags.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/support/chromium.ts'

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number]

/** The tests' quiet flags (`tests/support/chromium.ts`), headless, with nothing of the browser's own in the way. */
const CHROME_FLAGS = [
  '--headless=new',
  ...CHROMIUM_ARGS,
  '--disable-default-apps',
  '--disable-extensions',
  '--mute-audio',
]

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

/** Median score (0-100) per category for one URL; failing audits are printed as `#` lines with BENCH_VERBOSE. */
export async function lighthouseScores(
  url: string,
  runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3),
): Promise<Record<LighthouseCategory, number>> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS })
  const scores: Record<string, number[]> = {}
  try {
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...LIGHTHOUSE_CATEGORIES] },
        { extends: 'lighthouse:default', settings: { formFactor: 'mobile', throttlingMethod: 'devtools' } },
      )
      const lhr = result?.lhr
      if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`)
      for (const category of LIGHTHOUSE_CATEGORIES) {
        scores[category] = scores[category] ?? []
        scores[category].push(Math.round((lhr.categories[category]?.score ?? 0) * 100))
      }
      if (process.env.BENCH_VERBOSE && run === 0) {
        for (const audit of Object.values(lhr.audits)) {
          if (audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative') {
            console.log(`# ${new URL(url).pathname}: ${audit.id} ${audit.score} ${audit.displayValue ?? ''}`)
          }
        }
      }
    }
  } finally {
    chrome.kill()
  }
  return Object.fromEntries(LIGHTHOUSE_CATEGORIES.map((c) => [c, median(scores[c])])) as Record<
    LighthouseCategory,
    number
  >
}
