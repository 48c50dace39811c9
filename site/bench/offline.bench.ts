/**
 * `npm run bench offline`: what the service worker costs and saves, in Debian's Chromium against a seeded lake.
 *   BENCH offline.first_visit.<page>.kb             bytes over the wire on a cold visit, the worker's precache included;
 *                                                   pages: home, post (the newest), home.pcm, post.pcm (in Pidgin)
 *   BENCH offline.first_visit.<page>.no_worker.kb   the same visit with service workers blocked (as before it)
 *   BENCH offline.repeat_visit.<page>.kb            a second visit in the same browser (HTML revalidated)
 *   BENCH offline.cached_post.open_ms.p50 / .p95    a visited post opened offline to its title on screen, with
 *                                                   Lighthouse's slow-4G latency and a 4x slower CPU
 *   BENCH offline.savedata.<home|blogs>.image_kb / .normal.image_kb  image bytes with and without `Save-Data: on`
 *                                                   (`.kb` repeats `.image_kb` under the budget's name)
 *                                                   (the seed's home shows small SVGs; /blogs shows photos)
 * Bytes are counted by TCP hops in front of the site server and the content API (`wire-counter.ts`).
 * `OFFLINE_RUNS` sets the runs of the offline open (default 7).
 */

import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { localizedPath } from '@escrova/schemas/language-paths'
import type { LanguageCode } from '@escrova/schemas/languages'
import { IN_LANGUAGE } from '@escrova/schemas/translations'
import type { Browser, BrowserContext, Page } from 'playwright'
import { startTestLake } from '../../tests/support/lake.ts'
import { buildSiteInto, launchBrowser } from '../../tests/support/site.ts'
import { startSiteServer } from '../server/serve.ts'
import { wireCounter } from './wire-counter.ts'

const MOBILE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true }
/** Lighthouse's simulated slow 4G: 150 ms RTT, 1.6 Mbps down, 750 Kbps up. */
const SLOW_4G = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))]
}

const lake = await startTestLake({ seed: true })
const apiHop = await wireCounter(lake.url)
const tmp = resolve(import.meta.dirname, '../../.tmp')
mkdirSync(tmp, { recursive: true })
const outDir = mkdtempSync(join(tmp, 'offline-bench-'))
// The browser talks to the content API through the counting hop; the server reads the lake directly.
const clientDir = await buildSiteInto(outDir, apiHop.url)
const server = await startSiteServer({
  root: clientDir,
  port: 0,
  content: { apiHost: lake.url },
  connectOrigins: [apiHop.url],
})
const siteHop = await wireCounter(server.url)
const total = () => siteHop.bytes + apiHop.bytes
const reset = () => {
  siteHop.reset()
  apiHop.reset()
}

/** The newest published post's slug in `language`. */
const newestSlug = (language: LanguageCode) =>
  lake
    .client()
    .fetch<string>(
      `*[_type == "post" && ${IN_LANGUAGE} && !(_id in path("drafts.**")) && dateTime(publishedAt) <= dateTime(now())] | order(publishedAt desc)[0].slug.current`,
      { language },
    )
const PAGES: [string, string][] = [
  ['home', '/'],
  ['post', `/blogs/${await newestSlug('en')}`],
  ['home.pcm', localizedPath('pcm', '/')],
  ['post.pcm', localizedPath('pcm', `/blogs/${await newestSlug('pcm')}`)],
]

/**
 * Until neither hop has carried a byte for `quietMs`: the worker's own fetches (its precache, the page and home it
 * keeps) are not the page's requests, so Playwright's `networkidle` does not wait for them.
 */
async function wireQuiet(quietMs = 1_500, maxMs = 20_000) {
  const until = Date.now() + maxMs
  let last = total()
  let quietSince = Date.now()
  while (Date.now() < until && Date.now() - quietSince < quietMs) {
    await new Promise((done) => setTimeout(done, 100))
    if (total() !== last) [last, quietSince] = [total(), Date.now()]
  }
}

/** A visit: load, the worker (if any) installed with its precache and what it keeps, and the wire quiet again. */
async function visit(page: Page, path: string, withWorker: boolean) {
  await page.goto(siteHop.url + path, { waitUntil: 'networkidle' })
  if (withWorker) await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await wireQuiet()
}

async function firstAndRepeat(browser: Browser, name: string, path: string) {
  for (const withWorker of [true, false]) {
    const context = await browser.newContext({ ...MOBILE, serviceWorkers: withWorker ? 'allow' : 'block' })
    try {
      const page = await context.newPage()
      reset()
      await visit(page, path, withWorker)
      const suffix = withWorker ? '' : '.no_worker'
      console.log(`BENCH offline.first_visit.${name}${suffix}.kb ${kb(total())} KB`)
      reset()
      await visit(page, path, withWorker)
      console.log(`BENCH offline.repeat_visit.${name}${suffix}.kb ${kb(total())} KB`)
    } finally {
      await context.close()
    }
  }
}

async function throttled(context: BrowserContext, page: Page, offline: boolean) {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', { offline, ...SLOW_4G })
}

async function cachedPostOpen(browser: Browser, path: string) {
  const runs = Number(process.env.OFFLINE_RUNS ?? 7)
  const times: number[] = []
  const context = await browser.newContext(MOBILE)
  try {
    const page = await context.newPage()
    await visit(page, '/', true)
    await visit(page, path, true)
    await context.setOffline(true)
    await throttled(context, page, true)
    for (let run = 0; run < runs; run++) {
      await page.goto('about:blank')
      const started = performance.now()
      await page.goto(siteHop.url + path, { waitUntil: 'commit' })
      await page.locator('h1').first().waitFor({ state: 'visible' })
      times.push(performance.now() - started)
    }
  } finally {
    await context.close()
  }
  console.log(`BENCH offline.cached_post.open_ms.p50 ${percentile(times, 0.5).toFixed(0)} ms`)
  console.log(`BENCH offline.cached_post.open_ms.p95 ${percentile(times, 0.95).toFixed(0)} ms`)
}

/**
 * A page's image bytes over the wire, the worker in control (installed on a visit to /about-us first, which shows none
 * of these images): every image answer that came from the network, the worker's own fetches included.
 */
async function imageBytes(browser: Browser, path: string, saveData: boolean): Promise<number> {
  const context = await browser.newContext({
    ...MOBILE,
    extraHTTPHeaders: saveData ? { 'Save-Data': 'on' } : {},
  })
  let bytes = 0
  let counting = false
  context.on('requestfinished', async (request) => {
    const response = await request.response()
    const isImage = request.resourceType() === 'image' || /\/images\//.test(new URL(request.url()).pathname)
    if (!counting || !isImage || !response || response.fromServiceWorker()) return
    const sizes = await request.sizes().catch(() => undefined)
    if (sizes) bytes += sizes.responseBodySize + sizes.responseHeadersSize
  })
  try {
    const page = await context.newPage()
    await visit(page, '/about-us', true)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    counting = true
    await page.goto(siteHop.url + path, { waitUntil: 'networkidle' })
    // Images below the fold count too: a visitor scrolls through the page.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 300) {
        window.scrollTo(0, y)
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
      }
    })
    await page.waitForLoadState('networkidle')
  } finally {
    await context.close()
  }
  return bytes
}

const browser = await launchBrowser()
try {
  for (const [name, path] of PAGES) await firstAndRepeat(browser, name, path)
  await cachedPostOpen(browser, PAGES[1][1])
  for (const [name, path] of [PAGES[0], ['blogs', '/blogs']]) {
    const normal = await imageBytes(browser, path, false)
    const saving = await imageBytes(browser, path, true)
    console.log(`BENCH offline.savedata.${name}.normal.image_kb ${kb(normal)} KB`)
    console.log(`BENCH offline.savedata.${name}.image_kb ${kb(saving)} KB`)
    // The budget's own name for the same figure (goal: at most half of `.normal.image_kb`).
    console.log(`BENCH offline.savedata.${name}.kb ${kb(saving)} KB`)
  }
} finally {
  await browser.close()
  await siteHop.close()
  await server.close()
  await apiHop.close()
  await lake.stop()
  rmSync(outDir, { recursive: true, force: true })
}
