/**
 * A visitor in Chromium against the built site, the real function (insights on chDB) and the lake: lands on a post
 * from `?utm_source=x&utm_campaign=launch`, goes to the wait-list by the site's own links (React Router
 * navigations) and applies. The editor's numbers show the visit, its campaign, each funnel step and the application
 * credited to the post and the campaign; nothing is left in cookies or storage. The Studio's preview frame sends
 * nothing, and a page view made offline arrives once, with its own time, when the signal returns.
 */

import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { nodeInsights } from '@escrova/functions/events/node'
import { CONSENT_LABEL } from '@escrova/schemas/wait-list'
import type { Browser, BrowserContext, Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gotoHydrated } from '../site/helpers.ts'
import { startTestFunction, type TestFunction } from '../support/functions.ts'
import { startTestLake, type TestLake } from '../support/lake.ts'
import { buildTestSite, forwardRoute, launchBrowser, serveTestSite } from '../support/site.ts'
import { addMember, STUDIO_ORIGIN, signIn } from '../support/team.ts'
import { waitFor } from '../support/wait.ts'

const POST = 'what-escrow-means-in-plain-terms'
const VISITOR_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

let lake: TestLake
let fn: TestFunction
let browser: Browser
let siteUrl: string
let stopSite: () => Promise<void>
let editor: string
let dataDir: string
const beacons: Array<{ page: string; framed: boolean; body: Record<string, unknown> }> = []

beforeAll(async () => {
  const built = await buildTestSite()
  lake = await startTestLake({ seed: true })
  dataDir = mkdtempSync(join(tmpdir(), 'insights-visit-'))
  fn = await startTestFunction(
    { lakeUrl: lake.url, writeToken: lake.tokens.write },
    { insights: nodeInsights({ dataDir, rawRetentionDays: 30, rollupRetentionDays: 400 }) },
  )
  const server = await serveTestSite(built, lake.url)
  siteUrl = server.url
  stopSite = () => server.close()
  browser = await launchBrowser()
  const person = await addMember(lake, 'insights.editor@escrova.test', ['editor'])
  editor = await signIn(lake, person.email, person.password)

  const fnOrigin = new URL(built.functionsUrl).origin
  const apiOrigin = new URL(built.apiHost).origin
  const context = async (): Promise<BrowserContext> => {
    // Headless Chromium names itself HeadlessChrome, which `isbot` rightly counts as a bot: a visitor's browser does not.
    const created = await browser.newContext({ userAgent: VISITOR_AGENT })
    await created.route(`${apiOrigin}/**`, (route) =>
      forwardRoute(route, apiOrigin, new URL(lake.url).origin),
    )
    await created.route(`${fnOrigin}/**`, (route) => {
      const request = route.request()
      if (new URL(request.url()).pathname === '/api/event')
        beacons.push({
          page: request.frame().url(),
          framed: request.frame().parentFrame() !== null,
          body: JSON.parse(request.postData() ?? '{}'),
        })
      return forwardRoute(route, fnOrigin, fn.url)
    })
    return created
  }
  contexts.open = context
}, 600_000)
afterAll(async () => {
  await browser?.close()
  await stopSite?.()
  await fn?.close()
  await lake?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})
const contexts: { open?: () => Promise<BrowserContext> } = {}

async function read<T>(path: string): Promise<T> {
  await fn.service.services.insights?.flush()
  const response = await fetch(`${fn.url}/api/insights/${path}`, {
    headers: { authorization: `Bearer ${editor}` },
  })
  expect(response.status).toBe(200)
  return (await response.json()) as T
}

async function apply(page: Page) {
  await page.getByLabel('Full name').fill('Amaka Nwosu')
  await page.getByLabel('Email').fill('amaka.visit@example.com')
  await page.getByLabel('Phone number').fill('+234 803 123 4567')
  await page.getByLabel('Location (state)').selectOption('Enugu')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel('Escrow Service').check()
  await page.getByLabel('Android').check()
  await page.getByLabel(CONSENT_LABEL).check()
  await page.getByRole('button', { name: 'Submit Application' }).click()
  await page.getByText('has been received').waitFor()
}

describe('a visit, counted without cookies', () => {
  it('counts a campaign visit from a post to an application, and leaves nothing on the device', async () => {
    const context = await (contexts.open as () => Promise<BrowserContext>)()
    const page = await context.newPage()
    await gotoHydrated(page, `${siteUrl}/blogs/${POST}?utm_source=x&utm_campaign=launch`)
    await page.locator('header a[href="/"]').first().click()
    await page.waitForURL(`${siteUrl}/`)
    await page.locator('a[href="/wait-list"]').first().click()
    await page.waitForURL(`${siteUrl}/wait-list`)
    await apply(page)
    await waitFor(() => beacons.filter((b) => b.body.n === 'waitlist_submit').length, {
      accept: (n) => n === 1,
    })

    expect(await context.cookies()).toEqual([])
    const stored = await page.evaluate(async () => ({
      local: localStorage.length,
      session: sessionStorage.length,
      databases: ((await indexedDB.databases?.()) ?? []).map((d) => d.name),
    }))
    // The only databases are the offline feature's (site/app/offline/): the service worker's cache bookkeeping and
    // the pages a reader opened, kept to be saved for reading offline; they keep pages, not visits. Insights keep
    // nothing on the device.
    const offlineFeature = ['serwist-expiration', 'escrova-pending-saves']
    expect({
      ...stored,
      databases: stored.databases.filter((name) => name && !offlineFeature.includes(name)),
    }).toEqual({
      local: 0,
      session: 0,
      databases: [],
    })

    const overview = await read<{
      totals: { visitors: number; pageviews: number }
      funnels: { waitList: Array<{ visitors: number }> }
      breakdowns: { campaigns: Array<{ key: string; visitors: number; pageviews: number }> }
      applications: { byPost: Array<{ key: string }>; byCampaign: Array<{ key: string }>; total: number }
    }>('overview?campaign=launch')
    expect(overview.totals).toEqual({ visitors: 1, pageviews: 3 })
    expect(overview.breakdowns.campaigns).toEqual([{ key: 'launch', visitors: 1, pageviews: 3 }])
    expect(overview.funnels.waitList.map((step) => step.visitors)).toEqual([1, 1, 1, 1])
    expect(overview.applications.total).toBe(1)
    expect(overview.applications.byPost.map((c) => c.key)).toEqual([POST])
    expect(overview.applications.byCampaign.map((c) => c.key)).toEqual(['launch'])
    await context.close()
  })

  it('sends nothing from inside the Studio’s preview frame', async () => {
    const context = await (contexts.open as () => Promise<BrowserContext>)()
    const studio = new URL(STUDIO_ORIGIN).origin
    // The stand-in Studio page is answered by the test, so Chromium cannot tell it is on this machine: it may reach
    // the loopback site only with the local-network permission the real Studio on localhost has implicitly.
    await context.grantPermissions(['local-network-access'], { origin: studio })
    await context.route(`${studio}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: `<iframe src="${siteUrl}/about-us"></iframe>` }),
    )
    const page = await context.newPage()
    await page.goto(`${studio}/presentation`)
    const frame = await waitFor(() => page.frames().find((f) => f.url().startsWith(`${siteUrl}/about-us`)), {
      accept: (found) => found !== undefined,
      describe: () =>
        page
          .frames()
          .map((f) => f.url())
          .join(' '),
    })
    await frame?.waitForSelector('html[data-hydrated="true"]')
    // A visitor's own page opened after it is counted, so the frame had its chance to send.
    const own = await context.newPage()
    await gotoHydrated(own, `${siteUrl}/about-us`)
    await waitFor(() => beacons.filter((b) => !b.framed && b.body.u === `${siteUrl}/about-us`).length, {
      accept: (n) => n >= 1,
    })
    expect(beacons.filter((b) => b.framed)).toEqual([])
    await context.close()
  })

  it('counts a page view made offline once, at its own time, when the signal returns', async () => {
    const context = await (contexts.open as () => Promise<BrowserContext>)()
    const page = await context.newPage()
    await gotoHydrated(page, `${siteUrl}/services`)
    await context.setOffline(true)
    // The page hears of it a moment later; the script decides by `navigator.onLine`.
    await page.waitForFunction(() => !navigator.onLine)
    const madeAt = Date.now()
    await page.evaluate(() => history.pushState({}, '', '/offline-read'))
    expect(beacons.filter((b) => b.body.u === `${siteUrl}/offline-read`)).toEqual([])
    await context.setOffline(false)
    const sent = await waitFor(() => beacons.filter((b) => b.body.u === `${siteUrl}/offline-read`), {
      accept: (list) => list.length === 1,
    })
    expect(sent[0]?.body.t).toBeGreaterThanOrEqual(madeAt)
    // The browser has sent it; the function may not have taken it yet (the beacon is seen leaving the page).
    const readers = () =>
      read<{ readers: { visitors: number; pageviews: number } }>(
        `page?path=${encodeURIComponent('/offline-read')}`,
      ).then((answer) => answer.readers)
    await waitFor(readers, { accept: (counted) => counted.pageviews > 0 })
    expect(await readers()).toEqual({ visitors: 1, pageviews: 1 })
    await context.close()
  })
})
