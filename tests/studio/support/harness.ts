import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { LakeOptions } from '@escrova/lake/server'
import type { Browser, BrowserContext, Page } from 'playwright'
import { launchChromium } from '../../support/chromium.ts'
import { startTestLake, type TestLake } from '../../support/lake.ts'
import { ensureStudioBuild, PLACEHOLDER_API_HOST, ROOT } from './build.ts'
import { type StaticServer, serveStatic } from './static-server.ts'

export interface StudioHarness {
  lake: TestLake
  studio: StaticServer
  browser: Browser
  /**
   * A signed-in Studio tab: the token arrives as `#token=`, the way a person opens it (see studio/README.md): a
   * robot's (`write`, `read`) or a member's session token (`{token}`, from `tests/support/team.ts`). With `clock`, the
   * tab's clock starts at that time and runs on from it (Playwright's clock), the rest of the machine keeping the
   * real one.
   */
  open(
    role?: 'write' | 'read' | { token: string },
    path?: string,
    options?: { clock?: Date },
  ): Promise<{ page: Page; context: BrowserContext }>
  /** Saves a screenshot of every open tab under `.tmp/studio-e2e/failures/` (called when a test fails). */
  screenshots(name: string): Promise<void>
  close(): Promise<void>
}

/** A seeded test lake with its HTTP/2 + TLS listener, the built Studio pointed at it, and Chromium. */
export async function startStudioHarness(
  options: {
    seed?: boolean
    /** More lake settings (a fixed port, webhooks), for journeys that wire the lake to a function. */
    lake?: Partial<Omit<LakeOptions, 'dataDir' | 'seed' | 'tlsPort'>>
  } = {},
): Promise<StudioHarness> {
  const [dist, lake] = await Promise.all([
    ensureStudioBuild(),
    startTestLake({ ...options.lake, tlsPort: 0, seed: options.seed ?? true }),
  ])
  const tlsPort = new URL(lake.tlsUrl as string).port
  const studio = await serveStatic(dist, { [PLACEHOLDER_API_HOST]: `https://localhost:${tlsPort}` })
  const browser = await launchChromium()
  const contexts: BrowserContext[] = []
  const refusals = new Map<Page, string[]>()
  return {
    lake,
    studio,
    browser,
    async open(role = 'write', path = '/structure', options = {}) {
      // The lake's certificate is self-signed: tests trust it here instead of the one-time step people take.
      const context = await browser.newContext({
        ignoreHTTPSErrors: true,
        viewport: { width: 1440, height: 900 },
        acceptDownloads: true,
      })
      contexts.push(context)
      // Auto-waiting steps (click, fill, waitFor) wait for their condition this long unless told otherwise: the
      // Studio loads in stages, slowly when the machine is busy.
      context.setDefaultTimeout(90_000)
      if (options.clock) await context.clock.install({ time: options.clock })
      const page = await context.newPage()
      // Every refusal this tab is answered (401, 403, 409: the lake's), with what was asked: a failed test says which.
      const record: string[] = []
      refusals.set(page, record)
      page.on('response', (response) => {
        if (![401, 403, 409].includes(response.status())) return
        const asked = response.request().postData()?.slice(0, 2000) ?? ''
        void response.text().then(
          (answer) =>
            record.push(
              `${new Date().toISOString()} ${response.status()} ${response.request().method()} ${response.url()}\n  asked: ${asked}\n  answer: ${answer.slice(0, 2000)}`,
            ),
          () => undefined,
        )
      })
      const token = typeof role === 'string' ? lake.tokens[role] : role.token
      await page.goto(`${studio.url}${path}#token=${token}`)
      // The Studio moves the token to localStorage once its code runs; later navigations rely on that.
      await page.waitForFunction(
        () => localStorage.getItem('__studio_auth_token_escrova') !== null,
        undefined,
        {
          timeout: 120_000,
        },
      )
      return { page, context }
    },
    async screenshots(name) {
      const safe = name.replace(/[^\w-]+/g, '-').slice(0, 80)
      let index = 0
      for (const context of contexts) {
        for (const page of context.pages()) {
          const file = join(ROOT, `.tmp/studio-e2e/failures/${safe}-${index++}`)
          await page.screenshot({ path: `${file}.png` }).catch(() => {})
          // The address says which document a pane was asked for, which the picture alone does not.
          await writeFile(`${file}.url.txt`, `${page.url()}\n`).catch(() => {})
          await writeFile(`${file}.refusals.txt`, `${(refusals.get(page) ?? []).join('\n')}\n`).catch(
            () => {},
          )
        }
      }
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => {})
      await browser.close()
      await studio.close()
      await lake.stop()
    },
  }
}
