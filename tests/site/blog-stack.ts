/**
 * The blog's browser-test stack: the site (built once per run by tests/support/site.ts) rendering from a fresh
 * seeded lake, the spreadsheet sink and the submissions function, all real and on random loopback ports. The
 * browser's requests to the origins baked into the build are routed to the live lake and function; `reachable`
 * cuts them (connection refused) for the failure states, the site server's reads of the lake included.
 */

import type { Browser, BrowserContext, BrowserContextOptions, Page, Route } from 'playwright'
import { startTestFunction, type TestFunction } from '../support/functions.ts'
import { startTestLake, type TestLake } from '../support/lake.ts'
import { startTestSheet, type TestSheet } from '../support/sheet.ts'
import { buildTestSite, forwardRoute, launchBrowser, serveTestSite, switchableHop } from '../support/site.ts'

export const ALL_BLOCKS_SLUG = 'how-escrow-protects-online-buyers-in-nigeria'

export interface BlogStack {
  siteUrl: string
  lake: TestLake
  sheet: TestSheet
  fn: TestFunction
  browser: Browser
  /** Switch the live services off and on for the browser (the processes keep running). */
  reachable: { content: boolean; fn: boolean }
  /** Requests the browser sent to the function, in order (method, path, body). */
  functionRequests: { method: string; path: string; body: string | null; headers: Record<string, string> }[]
  newPage(options?: BrowserContextOptions): Promise<Page>
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>
  stop(): Promise<void>
}

export async function startBlogStack(): Promise<BlogStack> {
  const built = await buildTestSite()
  const lake = await startTestLake({ seed: true })
  const sheet = await startTestSheet()
  const fn = await startTestFunction({
    lakeUrl: lake.url,
    writeToken: lake.tokens.write,
    sheetUrl: sheet.execUrl,
  })
  // The server reads the lake through a hop that `reachable.content` switches with the browser's route.
  const hop = await switchableHop(lake.url)
  const server = await serveTestSite(built, hop.url)
  const browser = await launchBrowser()
  const contexts: BrowserContext[] = []
  const reachable = {
    get content() {
      return hop.up
    },
    set content(up: boolean) {
      hop.up = up
    },
    fn: true,
  }
  const functionRequests: BlogStack['functionRequests'] = []

  const forward = (route: Route, from: string, to: string, up: boolean) =>
    forwardRoute(route, from, up ? to : undefined)

  const apiOrigin = new URL(built.apiHost).origin
  const fnOrigin = new URL(built.functionsUrl).origin
  const newContext = async (options: BrowserContextOptions = {}) => {
    const context = await browser.newContext(options)
    contexts.push(context)
    await context.route(`${apiOrigin}/**`, (route) =>
      forward(route, apiOrigin, new URL(lake.url).origin, reachable.content),
    )
    await context.route(`${fnOrigin}/**`, (route) => {
      const request = route.request()
      functionRequests.push({
        method: request.method(),
        path: new URL(request.url()).pathname,
        body: request.postData(),
        headers: request.headers(),
      })
      return forward(route, fnOrigin, fn.url, reachable.fn)
    })
    return context
  }

  return {
    siteUrl: server.url,
    lake,
    sheet,
    fn,
    browser,
    reachable,
    functionRequests,
    newContext,
    async newPage(options) {
      const context = await newContext(options)
      return context.newPage()
    },
    async stop() {
      for (const context of contexts) await context.close().catch(() => {})
      await browser.close()
      await server.close()
      await hop.close()
      await fn.close()
      await sheet.stop()
      await lake.stop()
    },
  }
}

/** Browser console errors and uncaught exceptions, to assert a page ran cleanly. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}
