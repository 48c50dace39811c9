/**
 * Axe (WCAG 2.0/2.1/2.2 A and AA rules) finds no violation on any marketing route, a service page made in the Studio
 * (sections without anchors, headings with spaces, two of one slug) included, in the light and the dark theme,
 * with carousels initialised and the dialogs (drawer, search overlay) and dropdowns open. On every route, no id holds
 * whitespace, ids are unique, and every `aria-labelledby` names ids that exist (ids made from content are slugs:
 * `@escrova/schemas/slug`).
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { MARKETING_ROUTES } from '../support/site.ts'
import { poll } from '../support/wait.ts'
import { gotoHydrated, openSiteSession, type SiteSession } from './helpers.ts'

/**
 * A service page as an editor makes one in the Studio: no anchors, headings of several words and punctuation, two of
 * them with the same slug.
 */
const STUDIO_PAGE = {
  _id: 'service-page-a11y-escrow-checkout',
  _type: 'servicePage',
  title: 'Escrow checkout',
  slug: { _type: 'slug', current: 'escrow-checkout' },
  description: 'Pay for goods online with the money held safely until they arrive.',
  intro: 'Add escrow to your checkout so buyers pay with confidence.',
  sections: [
    { _key: 's0', heading: 'How escrow checkout works', paragraphs: ['The buyer pays into escrow.'] },
    { _key: 's1', heading: 'Fees & timing (2026)', paragraphs: ['One fee, shown before paying.'] },
    { _key: 's2', heading: 'Fees: timing (2026)', paragraphs: ['For sellers, paid out on delivery.'] },
  ],
}
const STUDIO_PAGE_PATH = `/services/${STUDIO_PAGE.slug.current}`

let s: SiteSession
beforeAll(async () => {
  s = await openSiteSession()
  // Written before any page is read, so no cached page predates it.
  await s.site.lake?.client('write').createOrReplace(STUDIO_PAGE)
}, 600_000)
afterAll(async () => {
  await s?.close()
})

const ROUTES = [...MARKETING_ROUTES, STUDIO_PAGE_PATH, '/invite-friends']
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

/** What is wrong with the page's ids: whitespace in one, one used twice, an `aria-labelledby` naming none. */
function idProblems(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = []
    const seen = new Set<string>()
    for (const element of document.querySelectorAll('[id]')) {
      const id = element.id
      if (/\s/.test(id) || id === '') problems.push(`id "${id}" is empty or holds whitespace`)
      if (seen.has(id)) problems.push(`id "${id}" is used twice`)
      seen.add(id)
    }
    for (const element of document.querySelectorAll('[aria-labelledby]')) {
      const names = (element.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean)
      if (names.length === 0) problems.push(`${element.tagName} has an empty aria-labelledby`)
      for (const name of names) {
        if (!document.getElementById(name))
          problems.push(`${element.tagName} aria-labelledby "${name}" names no id`)
      }
    }
    return problems
  })
}

const ALL_ROUTES = [
  ...ROUTES.filter((path) => path !== '/invite-friends'),
  '/blogs',
  '/contact',
  '/wait-list',
]

test.each(ALL_ROUTES)(
  '%s: ids without whitespace, unique, and every aria-labelledby resolves',
  async (path) => {
    const page = await s.page()
    await gotoHydrated(page, s.site.url + path)
    expect(await idProblems(page)).toEqual([])
    await page.context().close()
  },
)

test('the Studio-made service page’s sections are labelled by their headings', async () => {
  const page = await s.page()
  await gotoHydrated(page, s.site.url + STUDIO_PAGE_PATH)
  const sections = page.locator('main .prose section[aria-labelledby]')
  const names = await sections.evaluateAll((elements) =>
    elements.map((element) => {
      const id = element.getAttribute('aria-labelledby') ?? ''
      return { id: element.id, name: document.getElementById(id)?.textContent ?? null }
    }),
  )
  expect(names).toEqual([
    { id: 'how-escrow-checkout-works', name: 'How escrow checkout works' },
    { id: 'fees-timing-2026', name: 'Fees & timing (2026)' },
    { id: 'fees-timing-2026-2', name: 'Fees: timing (2026)' },
  ])
  // Screen readers name each section by its heading.
  await expect(page.getByRole('region', { name: 'Fees & timing (2026)' }).count()).resolves.toBe(1)
  await page.context().close()
})

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
