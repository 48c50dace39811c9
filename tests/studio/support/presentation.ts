import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright'
import { launchChromium } from '../../support/chromium.ts'
import { startTestLake, type TestLake } from '../../support/lake.ts'
import { type BuiltSite, buildTestSite, forward, serveTestSite } from '../../support/site.ts'
import { ensureStudioBuild, PLACEHOLDER_API_HOST, PLACEHOLDER_SITE_URL } from './build.ts'
import { type StaticServer, serveStatic } from './static-server.ts'

/**
 * The Studio's Presentation tool over the real site: a seeded lake (with its TLS listener for the Studio), the site
 * server reading it anonymously, and the built Studio whose placeholder site URL becomes that server's. The site lets
 * only this Studio's origin frame it (`SITE_FRAME_ANCESTORS`, read by the site's CSP on every render).
 */
export interface PresentationSetup {
  lake: TestLake
  site: { url: string; close(): Promise<void> }
  built: BuiltSite
  studio: StaticServer
  browser: Browser
  /** A browser context whose requests for the site bundle's baked content API reach the live lake. */
  context(options?: Parameters<Browser['newContext']>[0]): Promise<BrowserContext>
  /**
   * The Studio signed in with the write token, on Presentation at `preview` (a site path); `perspective` is what the
   * Studio's perspective picker puts in its URL (`published`, or a release id).
   */
  openPresentation(preview: string, perspective?: string): Promise<{ page: Page; frame: FrameLocator }>
  close(): Promise<void>
}

export async function startPresentation(): Promise<PresentationSetup> {
  const [dist, built, lake] = await Promise.all([
    ensureStudioBuild(),
    buildTestSite(),
    startTestLake({ tlsPort: 0, seed: true }),
  ])
  const site = await serveTestSite(built, lake.url)
  const tlsPort = new URL(lake.tlsUrl as string).port
  const studio = await serveStatic(dist, {
    [PLACEHOLDER_API_HOST]: `https://localhost:${tlsPort}`,
    [PLACEHOLDER_SITE_URL]: site.url,
  })
  process.env.SITE_FRAME_ANCESTORS = studio.url
  const browser = await launchChromium()
  const contexts: BrowserContext[] = []
  const context = async (options: Parameters<Browser['newContext']>[0] = {}) => {
    const created = await browser.newContext(options)
    created.setDefaultTimeout(90_000)
    contexts.push(created)
    await forward(created, new URL(built.apiHost).origin, new URL(lake.url).origin)
    return created
  }
  return {
    lake,
    site,
    built,
    studio,
    browser,
    context,
    async openPresentation(preview, perspective) {
      const studioContext = await context({
        ignoreHTTPSErrors: true,
        viewport: { width: 1600, height: 1000 },
      })
      const page = await studioContext.newPage()
      const chosen = perspective ? `&perspective=${encodeURIComponent(perspective)}` : ''
      const path = `/presentation?preview=${encodeURIComponent(preview)}${chosen}`
      await page.goto(`${studio.url}${path}#token=${lake.tokens.write}`)
      await page.waitForFunction(
        () => localStorage.getItem('__studio_auth_token_escrova') !== null,
        undefined,
        {
          timeout: 120_000,
        },
      )
      return { page, frame: page.frameLocator(`iframe[src^="${site.url}"]`) }
    },
    async close() {
      for (const created of contexts) await created.close().catch(() => {})
      await browser.close()
      await studio.close()
      await site.close()
      await lake.stop()
    },
  }
}
