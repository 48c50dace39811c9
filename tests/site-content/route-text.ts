/**
 * Every marketing route's visible text, as a visitor's browser shows it (`innerText`: hidden text left out), one
 * line per line of text with runs of spaces folded. `frozen/route-text.json` holds it as the site showed it before
 * its copy moved into the Studio (code at 6fcce9e, the same seed), captured with this function.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { BrowserContext } from 'playwright'
import { MARKETING_ROUTES } from '../support/site.ts'

const CAPTURED_ROUTES = new Set(
  Object.keys(JSON.parse(readFileSync(join(import.meta.dirname, 'frozen/route-text.json'), 'utf8'))).map(
    (key) => key.split(' ')[1],
  ),
)

/** The routes the site had when the text was captured (pages added since, such as /contact, have no "before"). */
export const TEXT_ROUTES = MARKETING_ROUTES.filter((route) => CAPTURED_ROUTES.has(route))

export const TEXT_THEMES = ['light', 'dark'] as const

export type RouteTexts = Record<string, string[]>

export async function visibleText(
  context: BrowserContext,
  url: string,
  theme: (typeof TEXT_THEMES)[number],
): Promise<string[]> {
  const page = await context.newPage()
  await page.addInitScript((value) => localStorage.setItem('theme', value), theme)
  await page.goto(url, { waitUntil: 'networkidle' })
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point (hidden text left out)
  const text = await page.evaluate(() => document.body.innerText)
  await page.close()
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
}
