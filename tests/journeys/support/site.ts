/**
 * The site for the journeys: the run's cached test build, served by `site/server/serve.ts` rendering from the
 * journey's lake (pages cached by sync tags and refreshed by the lake's live events, as in production), with the
 * browser's requests for the content-API and function origins baked into the bundle routed to the journey's own.
 */
import type { Browser, Page } from 'playwright'
import type { RunningSite } from '../../../site/server/serve.ts'
import { buildTestSite, forward, serveTestSite } from '../../support/site.ts'

export interface JourneySite {
  url: string
  server: RunningSite
  /** A fresh browser tab on the site (its own context, so no cache from an earlier visit). */
  newPage(): Promise<Page>
  close(): Promise<void>
}

export async function serveCachedSite(
  browser: Browser,
  live: { lakeUrl: string; functionUrl: string },
): Promise<JourneySite> {
  const built = await buildTestSite()
  const server = await serveTestSite(built, live.lakeUrl)
  const contexts: Awaited<ReturnType<Browser['newContext']>>[] = []
  return {
    url: server.url,
    server,
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
