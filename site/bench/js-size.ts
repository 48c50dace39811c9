/**
 * The JavaScript a page loads before any interaction (mobile viewport, network idle, no scrolling), each file counted
 * at gzip level 9 as the static server sends it to a gzip-only client (the budgets' unit; a browser that takes Brotli
 * gets the smaller quality-11 file, site/server/encodings.ts).
 */
import { gzipSync } from 'node:zlib'
import type { Browser } from 'playwright'

export async function scriptsBeforeInteraction(browser: Browser, url: string): Promise<Map<string, number>> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  })
  const scripts = new Map<string, number>()
  try {
    const page = await context.newPage()
    page.on('response', async (response) => {
      if (!(response.headers()['content-type'] ?? '').includes('javascript')) return
      const body = await response.body().catch(() => undefined)
      if (body) scripts.set(response.url(), gzipSync(body, { level: 9 }).length)
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    await page.waitForTimeout(2000)
  } finally {
    await context.close()
  }
  return scripts
}
