/**
 * Every marketing route's visible text, as a visitor's browser shows it (`innerText`: hidden text left out), one
 * line per line of text with runs of spaces folded, and the golden files that hold it: `golden/<route>.txt`, written
 * by `npm run golden` (`golden.ts`) from the built site over a freshly seeded lake, compared by `route-text.test.ts`.
 * The routes are the suites' own list (`MARKETING_ROUTES`, derived from the sitemap), so a new page gets a golden
 * file at the next regeneration.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { BrowserContext } from 'playwright'
import { MARKETING_ROUTES } from '../support/site.ts'

export const TEXT_ROUTES: readonly string[] = MARKETING_ROUTES

export const TEXT_THEMES = ['light', 'dark'] as const

export const GOLDEN_DIR = join(import.meta.dirname, 'golden')

/** `/` → `home.txt`, `/services/escrow` → `services-escrow.txt`. */
export function goldenFile(route: string): string {
  const name = route === '/' ? 'home' : route.replace(/^\//, '').replace(/\//g, '-')
  return join(GOLDEN_DIR, `${name}.txt`)
}

/** The committed lines of a route, or undefined when it has no golden file yet. */
export function readGolden(route: string): string[] | undefined {
  const file = goldenFile(route)
  if (!existsSync(file)) return undefined
  return readFileSync(file, 'utf8').split('\n').filter(Boolean)
}

/** Golden files of routes the suites no longer list. */
export function orphanGoldenFiles(): string[] {
  if (!existsSync(GOLDEN_DIR)) return []
  const expected = new Set(TEXT_ROUTES.map((route) => goldenFile(route)))
  return readdirSync(GOLDEN_DIR)
    .map((name) => join(GOLDEN_DIR, name))
    .filter((file) => file.endsWith('.txt') && !expected.has(file))
}

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

/** The browser context both the generator and the test read pages in. */
export const TEXT_CONTEXT = { viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' } as const
