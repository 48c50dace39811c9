/**
 * Axe (WCAG 2.0/2.1/2.2 A and AA rules) finds no violation on any marketing route, in the light and the dark theme, with
 * carousels initialised and the dialogs (drawer, search overlay) and dropdowns open.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { MARKETING_ROUTES } from '../support/site.ts'
import { poll } from '../support/wait.ts'
import { gotoHydrated, openSiteSession, type SiteSession } from './helpers.ts'

let s: SiteSession
beforeAll(async () => {
  s = await openSiteSession()
})
afterAll(async () => {
  await s?.close()
})

const ROUTES = [...MARKETING_ROUTES, '/invite-friends']
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

  // One scan per test: an axe scan of a full page takes seconds on a loaded 2-core machine.
  test('the open Home dropdown has no axe violations', async () => {
    const desktop = await themedPage(theme)
    await gotoHydrated(desktop, s.site.url)
    const home = desktop.getByRole('button', { name: 'Home', exact: true })
    await home.click()
    await poll(() => home.getAttribute('aria-expanded')).toBe('true')
    expect(await violations(desktop)).toEqual([])
    await desktop.context().close()
  })

  test('the open search overlay has no axe violations', async () => {
    const desktop = await themedPage(theme)
    await gotoHydrated(desktop, s.site.url)
    await desktop.getByRole('button', { name: 'Search blogs' }).click()
    await desktop.getByRole('dialog', { name: 'Search blogs' }).waitFor()
    expect(await violations(desktop)).toEqual([])
    await desktop.context().close()
  })

  test('the open drawer with its Services list has no axe violations', async () => {
    const mobile = await themedPage(theme, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    })
    await gotoHydrated(mobile, s.site.url)
    await mobile.getByRole('button', { name: 'Open menu' }).click()
    const services = mobile
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('button', { name: 'Services', exact: true })
    await services.click()
    await poll(() => services.getAttribute('aria-expanded')).toBe('true')
    expect(await violations(mobile)).toEqual([])
    await mobile.context().close()
  })
})
