/** Shared setup for the part-1 site tests: one built site, one browser, per test file. */

import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright'
import { launchBrowser, startTestSite, type TestSite } from '../support/site.ts'

export const STORE_HOSTS = ['https://play.google.com', 'https://apps.apple.com']

export interface SiteSession {
  site: TestSite
  browser: Browser
  /** A context that also answers the app-store URLs with a stub page (no internet here). */
  context(options?: BrowserContextOptions): Promise<BrowserContext>
  page(options?: BrowserContextOptions): Promise<Page>
  close(): Promise<void>
}

export async function openSiteSession(options: { lake?: boolean } = {}): Promise<SiteSession> {
  const site = await startTestSite({ lake: options.lake })
  const browser = await launchBrowser()
  const contexts: BrowserContext[] = []
  const session: SiteSession = {
    site,
    browser,
    async context(contextOptions = {}) {
      const context = await site.newContext(browser, {
        viewport: { width: 1280, height: 900 },
        ...contextOptions,
      })
      for (const host of STORE_HOSTS) {
        await context.route(`${host}/**`, (route) =>
          route.fulfill({
            status: 200,
            contentType: 'text/html',
            body: '<title>store</title><h1>store</h1>',
          }),
        )
      }
      contexts.push(context)
      return context
    },
    async page(contextOptions) {
      const context = await session.context(contextOptions)
      return context.newPage()
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => {})
      await browser.close()
      await site.stop()
    },
  }
  return session
}

/** Resolves after the page has painted `count` more frames (its scroll and state updates have been rendered). */
export async function afterFrames(page: Page, count = 2): Promise<void> {
  await page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)))
        step(frames)
      }),
    count,
  )
}

/** Waits until window.scrollY has not changed for 10 painted frames (smooth scrolling finished). */
export async function scrollSettled(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = window.scrollY
        let still = 0
        const check = () => {
          still = window.scrollY === last ? still + 1 : 0
          last = window.scrollY
          if (still >= 10) resolve(last)
          else requestAnimationFrame(check)
        }
        requestAnimationFrame(check)
      }),
  )
}

/** Loads a page and waits until React has hydrated it (root sets `data-hydrated` on <html>). */
export async function gotoHydrated(page: Page, url: string) {
  await page.goto(url)
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
    timeout: 30_000,
  })
}
