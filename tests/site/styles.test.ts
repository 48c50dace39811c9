/**
 * The site's stylesheet is inlined into each pre-rendered page and left out of the client bundle: the page must keep
 * it through hydration and client-side navigation, or visitors would see an unstyled site.
 */
import type { Browser } from 'playwright'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { launchBrowser, startTestSite, type TestSite } from '../support/site.ts'

let site: TestSite
let browser: Browser

beforeAll(async () => {
  site = await startTestSite()
  browser = await launchBrowser()
}, 600_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

it('keeps the inlined stylesheet after hydration and after client navigation', async () => {
  const context = await site.newContext(browser)
  const page = await context.newPage()
  const hydrationErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat/i.test(message.text())) hydrationErrors.push(message.text())
  })
  const styleLength = () =>
    page.evaluate(() => document.querySelector('head style')?.textContent?.length ?? 0)
  const headerPosition = () =>
    page.evaluate(() => getComputedStyle(document.querySelector('header') as Element).position)

  await page.goto(`${site.url}/`)
  await page.waitForSelector('html[data-hydrated]')
  expect(await styleLength()).toBeGreaterThan(10_000)
  const styledHeader = await headerPosition()
  expect(styledHeader).not.toBe('static')

  await page.getByRole('link', { name: 'About Us' }).first().click()
  await page.waitForURL('**/about-us')
  expect(await styleLength()).toBeGreaterThan(10_000)
  expect(await headerPosition()).toBe(styledHeader)
  expect(hydrationErrors).toEqual([])
  await context.close()
}, 120_000)
