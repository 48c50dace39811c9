/**
 * The pre-rendered site for the journeys, served by `site/server/serve.ts`'s own handler. Either the run's cached
 * test build with its baked content-API and function origins routed to the journey's lake and function, or a site
 * built from the journey's lake, which `rebuild()` builds again and then serves (what the function's rebuild hook
 * does on this machine).
 */
import { mkdirSync, rmSync } from 'node:fs'
import { createServer, type RequestListener } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join, resolve } from 'node:path'
import type { Browser, Page } from 'playwright'
import { createSiteHandler } from '../../../site/server/serve.ts'
import { buildSiteInto, buildTestSite, forward } from '../../support/site.ts'

const BUILDS = resolve(import.meta.dirname, '../../../.tmp/journeys')

export interface JourneySite {
  url: string
  /** A fresh browser tab on the site (its own context, so no cache from an earlier visit). */
  newPage(): Promise<Page>
  close(): Promise<void>
}

export interface RebuildableSite extends JourneySite {
  /** Builds the site from the lake as it is now and serves that build from then on. */
  rebuild(): Promise<void>
  /** Completed builds. */
  builds: number
}

/** An HTTP server on loopback whose handler can be swapped (a new build served on the same URL). */
async function swappableServer(first: RequestListener) {
  let handler = first
  const server = createServer((req, res) => handler(req, res))
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    swap(next: RequestListener) {
      handler = next
    },
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done())
        server.closeAllConnections()
      }),
  }
}

const NOT_BUILT: RequestListener = (_req, res) => {
  res.writeHead(503, { 'content-type': 'text/plain' }).end('site not built yet')
}

export async function serveCachedSite(
  browser: Browser,
  live: { lakeUrl: string; functionUrl: string },
): Promise<JourneySite> {
  const built = await buildTestSite()
  const server = await swappableServer(
    createSiteHandler({ root: built.clientDir, connectOrigins: [built.apiHost, built.functionsUrl] }),
  )
  const contexts: Awaited<ReturnType<Browser['newContext']>>[] = []
  return {
    url: server.url,
    async newPage() {
      const context = await browser.newContext()
      contexts.push(context)
      await forward(context, new URL(built.apiHost).origin, new URL(live.lakeUrl).origin)
      await forward(context, new URL(built.functionsUrl).origin, new URL(live.functionUrl).origin)
      return context.newPage()
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => {})
      await server.close()
    },
  }
}

/** A site built from `lakeUrl` on demand; until the first `rebuild()` it answers 503. */
export async function startRebuildableSite(
  browser: Browser,
  live: { lakeUrl: string; functionUrl: string },
): Promise<RebuildableSite> {
  const server = await swappableServer(NOT_BUILT)
  const runDir = join(BUILDS, `run-${process.pid}-${Date.now()}`)
  mkdirSync(runDir, { recursive: true })
  const contexts: Awaited<ReturnType<Browser['newContext']>>[] = []
  // A build still running when the test ends (a failed test) is awaited before its folder is removed.
  let inFlight: Promise<unknown> = Promise.resolve()
  const site: RebuildableSite = {
    url: server.url,
    builds: 0,
    async rebuild() {
      const build = buildSiteInto(join(runDir, String(site.builds + 1)), live.lakeUrl, live.functionUrl)
      inFlight = build.catch(() => {})
      const clientDir = await build
      server.swap(createSiteHandler({ root: clientDir, connectOrigins: [live.lakeUrl, live.functionUrl] }))
      site.builds += 1
    },
    async newPage() {
      const context = await browser.newContext()
      contexts.push(context)
      return context.newPage()
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => {})
      await server.close()
      await inFlight
      rmSync(runDir, { recursive: true, force: true })
    },
  }
  return site
}
