/**
 * Axe (WCAG 2.0/2.1/2.2 A and AA rules) finds no violation on any part-1 route, in the light and the dark theme, with
 * carousels initialised and the dialogs (drawer, search overlay) and dropdowns open.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { poll } from '../support/wait.ts'
import { openSiteSession, type SiteSession } from './helpers.ts'

let s: SiteSession
beforeAll(async () => {
  s = await openSiteSession()
})
afterAll(async () => {
  await s?.close()
})

const ROUTES = [
  '/',
  '/about-us',
  '/all-services',
  '/services/escrow',
  '/services/payment-links',
  '/services/billing',
  '/services/virtual-cards',
  '/terms',
  '/privacy-policy',
  '/invite-friends',
]
const THEMES = ['light', 'dark'] as const

async function violations(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze()
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

async function themedPage(theme: (typeof THEMES)[number], options = {}) {
  const page = await s.page({ reducedMotion: 'reduce', ...options })
  await page.addInitScript((value) => localStorage.setItem('theme', value), theme)
  return page
}

describe.each(THEMES)('%s theme', (theme) => {
  test.each(ROUTES)('%s has no axe violations', async (path) => {
    const page = await themedPage(theme)
    if (path === '/invite-friends') {
      // It would leave for the store at once: check its pre-rendered HTML without the redirecting scripts.
      const html = (await (await fetch(s.site.url + path)).text()).replace(/<script[\s\S]*?<\/script>/g, '')
      await page.route(s.site.url + path, (route) => route.fulfill({ contentType: 'text/html', body: html }))
    }
    await page.goto(s.site.url + path, { waitUntil: 'networkidle' })
    if (path === '/') {
      // Bring every lazy carousel to life before checking.
      for (const selector of ['.partner-carousel', '.testimonial-carousel', '.blog-carousel']) {
        await page.locator(selector).scrollIntoViewIfNeeded()
        await poll(() => page.locator(`${selector} .swiper-initialized`).count()).toBe(1)
      }
    }
    expect(await violations(page)).toEqual([])
    await page.context().close()
  })

  test('open dropdown, drawer and search overlay have no axe violations', async () => {
    const desktop = await themedPage(theme)
    await desktop.goto(s.site.url)
    await desktop.getByRole('button', { name: 'Home', exact: true }).click()
    expect(await violations(desktop)).toEqual([])
    await desktop.getByRole('button', { name: 'Search blogs' }).click()
    expect(await violations(desktop)).toEqual([])
    await desktop.context().close()

    const mobile = await themedPage(theme, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    })
    await mobile.goto(s.site.url)
    await mobile.getByRole('button', { name: 'Open menu' }).click()
    await mobile
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('button', { name: 'Services', exact: true })
      .click()
    expect(await violations(mobile)).toEqual([])
    await mobile.context().close()
  })
})
