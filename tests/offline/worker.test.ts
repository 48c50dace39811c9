/**
 * The service worker's lifecycle in Chromium: the site is installable; a page framed by another site (as the Studio's Presentation tool frames
 * the site) registers none; a page whose IndexedDB never answers still registers it; a new build served on the same origin takes over and leaves only its own precache, and
 * caches of an older scheme are deleted.
 */
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import type { Browser } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gotoHydrated } from '../site/helpers.ts'
import { startTestLake, type TestLake } from '../support/lake.ts'
import {
  BAKED_API_HOST,
  type BuiltSite,
  buildSiteInto,
  buildTestSite,
  launchBrowser,
  serveTestSite,
} from '../support/site.ts'
import { waitFor } from '../support/wait.ts'
import { openControlled } from './helpers.ts'

let lake: TestLake
let built: BuiltSite
let browser: Browser

beforeAll(async () => {
  built = await buildTestSite()
  lake = await startTestLake({ seed: true })
  browser = await launchBrowser()
}, 600_000)
afterAll(async () => {
  await browser?.close()
  await lake?.stop()
})

/** The URLs a build's worker precaches (from its injected manifest). */
function precacheList(clientDir: string): string[] {
  const worker = readFileSync(join(clientDir, 'sw.js'), 'utf8')
  return [...worker.matchAll(/url:"([^"]+)"/g), ...worker.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1])
}

/**
 * A page on another origin of the same site that frames the site, as the Studio on `localhost:3333` frames
 * `localhost:3000` (a third-party frame would get no service worker from the browser anyway).
 */
async function framingPage(siteUrl: string): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    res.end(
      `<!doctype html><title>Studio</title><iframe id="preview" src="${siteUrl}/" width="800" height="600"></iframe>`,
    )
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server }
}

describe('service worker lifecycle', () => {
  it('registers no worker in a page framed by the Studio', async () => {
    const previous = process.env.SITE_FRAME_ANCESTORS
    const site = await serveTestSite(built, lake.url)
    const framing = await framingPage(site.url)
    process.env.SITE_FRAME_ANCESTORS = new URL(framing.url).origin
    const context = await browser.newContext()
    try {
      const page = await context.newPage()
      await page.goto(framing.url)
      const frame = await waitFor(async () => {
        const candidate = page.frames().find((f) => f.url().startsWith(site.url))
        const hydrated = await candidate
          ?.evaluate(() => document.documentElement.dataset.hydrated === 'true')
          .catch(() => false)
        return hydrated ? candidate : undefined
      })
      if (!frame) throw new Error('the framed site never hydrated')
      // The page's load has passed: a top-level visit would have registered by now (see pages.test.ts).
      await frame.waitForFunction(() => document.readyState === 'complete')
      expect(
        await frame.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length)),
      ).toBe(0)
      expect(context.serviceWorkers()).toEqual([])

      // The same site opened top-level in that browser does register one.
      const top = await context.newPage()
      await openControlled(top, `${site.url}/about-us`)
      expect(context.serviceWorkers().map((w) => new URL(w.url()).pathname)).toEqual(['/sw.js'])
    } finally {
      await context.close()
      if (previous === undefined) delete process.env.SITE_FRAME_ANCESTORS
      else process.env.SITE_FRAME_ANCESTORS = previous
      framing.server.close()
      await site.close()
    }
  })

  it('registers the worker in a page whose IndexedDB never answers (some Safari 14 releases)', async () => {
    const site = await serveTestSite(built, lake.url)
    const context = await browser.newContext()
    try {
      // WebKit bug 226547: a page's first `indexedDB.open` stays pending forever, so the page's note to the worker
      // (pending-saves.ts), which it waits for before registering, never lands.
      await context.addInitScript(() => {
        IDBFactory.prototype.open = () => ({}) as IDBOpenDBRequest
      })
      const page = await context.newPage()
      await openControlled(page, `${site.url}/about-us`)
      expect(context.serviceWorkers().map((w) => new URL(w.url()).pathname)).toEqual(['/sw.js'])
    } finally {
      await context.close()
      await site.close()
    }
  })

  it('is installable in Chromium: the manifest with the worker leaves no installability error', async () => {
    const site = await serveTestSite(built, lake.url)
    const context = await browser.newContext()
    try {
      const page = await context.newPage()
      await openControlled(page, `${site.url}/`)
      const cdp = await context.newCDPSession(page)
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
      // Playwright's contexts are incognito-like, which Chromium reports about the profile, not the site.
      expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([])
      const manifest = await cdp.send('Page.getAppManifest')
      expect(manifest.errors).toEqual([])
    } finally {
      await context.close()
      await site.close()
    }
  })

  it('a new build takes over: only its own files stay precached, and caches of an older scheme are deleted', async () => {
    // A second build whose bundle differs (another function origin is baked in), so its hashed files differ.
    const nextClientDir = await buildSiteInto(
      join(built.clientDir, '../../next-build'),
      BAKED_API_HOST,
      'http://127.0.0.1:8',
    )
    const before = precacheList(built.clientDir)
    const after = precacheList(nextClientDir)
    const gone = before.filter((url) => !after.includes(url))
    const added = after.filter((url) => !before.includes(url))
    expect(gone.length).toBeGreaterThan(0)
    expect(added.length).toBeGreaterThan(0)

    let site = await serveTestSite(built, lake.url)
    const port = Number(new URL(site.url).port)
    const context = await browser.newContext()
    try {
      const page = await context.newPage()
      await openControlled(page, `${site.url}/`)
      const precached = () =>
        page.evaluate(async () => {
          const name = (await caches.keys()).find((key) => key.startsWith('serwist-precache'))
          if (!name) return []
          const cache = await caches.open(name)
          return (await cache.keys()).map((request) => new URL(request.url).pathname.replace(/^\//, ''))
        })
      await waitFor(precached, { accept: (urls) => before.every((url) => urls.includes(url)) })
      await page.evaluate(() =>
        caches.open('escrova-pages-v0').then((cache) => cache.put('/old', new Response('old'))),
      )

      // The new build on the same origin: the next visit finds the new worker, which takes over.
      await site.close()
      site = await serveTestSite({ ...built, clientDir: nextClientDir }, lake.url, { port })
      await gotoHydrated(page, `${site.url}/`)
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()))
      const urls = await waitFor(precached, {
        accept: (found) =>
          added.every((url) => found.includes(url)) && !gone.some((url) => found.includes(url)),
        describe: (found) => JSON.stringify(found),
      })
      expect(urls.sort()).toEqual([...after].sort())
      expect(await page.evaluate(() => caches.keys())).not.toContain('escrova-pages-v0')
      // The page the new worker answers is the new build's, with its own files. What the page loaded, not its
      // <link rel=modulepreload> tags: React Router drops those on the first re-render after hydration.
      await gotoHydrated(page, `${site.url}/`)
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name))
          .filter((url) => url.origin === location.origin && /^\/assets\/.+\.js$/.test(url.pathname))
          .map((url) => url.pathname.replace(/^\//, '')),
      )
      expect(scripts.length).toBeGreaterThan(0)
      for (const script of scripts) expect(gone, script).not.toContain(script)
    } finally {
      await context.close()
      await site.close()
    }
  })
})
