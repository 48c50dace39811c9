/**
 * Navigation (docs/product-rules.md#shared-elements, #states, #constants): theme previews, section scrolling with its 1200 ms delay and 20 px offset, sticky
 * bar at 140 px, the mobile drawer, the search overlay, the footer, and the store redirect rule on every store button.
 */

import { SITE_SETTINGS_COPY as SETTINGS } from '@escrova/schemas/default-copy/facts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { poll } from '../support/wait.ts'
import { afterFrames, gotoHydrated, openSiteSession, type SiteSession, scrollSettled } from './helpers.ts'

let s: SiteSession
beforeAll(async () => {
  s = await openSiteSession()
})
afterAll(async () => {
  await s?.close()
})

const MOBILE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
/**
 * Runs before the page's own scripts: records the theme and body colour at the moment the first visible content (the
 * skip link, the first thing in <body> after the theme script) enters the DOM. Nothing can be painted before that,
 * so a dark value here means no light flash.
 */
function recordThemeAtFirstContent() {
  const observer = new MutationObserver(() => {
    if (!document.querySelector('.skip-link, .site-header, main')) return
    observer.disconnect()
    ;(window as unknown as { firstFrame: string }).firstFrame =
      `${document.documentElement.dataset.theme}|${getComputedStyle(document.body).backgroundColor}`
  })
  observer.observe(document, { childList: true, subtree: true })
}

const sectionTop = (id: string) => `document.getElementById('${id}').getBoundingClientRect().top`

describe('theme', () => {
  test('system preference applies before the first frame when nothing is stored', async () => {
    const page = await s.page({ colorScheme: 'dark' })
    await page.addInitScript(recordThemeAtFirstContent)
    await gotoHydrated(page, s.site.url)
    await poll(() => page.evaluate(() => (window as unknown as { firstFrame?: string }).firstFrame)).toBe(
      'dark|rgb(14, 10, 28)',
    )
    expect(await page.evaluate(() => document.body.classList.contains('theme-dark'))).toBe(true)
    await page.context().close()
  })

  test('picking Dark in the Home dropdown sets, stores and keeps the theme, and goes to /', async () => {
    const page = await s.page({ colorScheme: 'light' })
    await gotoHydrated(page, `${s.site.url}/about-us`)
    await page.getByRole('button', { name: 'Home', exact: true }).click()
    await page.getByRole('button', { name: 'Dark home' }).click()
    await poll(() => new URL(page.url()).pathname).toBe('/')
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark')
    expect(await page.evaluate(() => document.body.classList.contains('theme-dark'))).toBe(true)

    // Stored choice beats the (light) system preference, from the very first frame of the next load: no flash.
    await page.addInitScript(recordThemeAtFirstContent)
    await gotoHydrated(page, `${s.site.url}/terms`)
    await poll(() => page.evaluate(() => (window as unknown as { firstFrame?: string }).firstFrame)).toBe(
      'dark|rgb(14, 10, 28)',
    )

    await page.getByRole('button', { name: 'Home', exact: true }).click()
    await page.getByRole('button', { name: 'Light home' }).click()
    await poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBe('light')
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light')
    await page.context().close()
  })

  test('the Home dropdown works by keyboard and Escape closes it', async () => {
    const page = await s.page()
    await gotoHydrated(page, s.site.url)
    const toggle = page.getByRole('button', { name: 'Services' })
    await toggle.focus()
    await page.keyboard.press('Enter')
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Escrow Checkout')
    await page.keyboard.press('Escape')
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Services')
    await page.context().close()
  })
})

describe('section scrolling', () => {
  test('Pricing on home scrolls to the pricing section at once', async () => {
    const page = await s.page({ reducedMotion: 'reduce' })
    await gotoHydrated(page, s.site.url)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click()
    await scrollSettled(page)
    expect(Math.round(await page.evaluate(sectionTop('pricing')))).toBe(0)
    await page.context().close()
  })

  test('Our App from another page goes to / and scrolls after 1200 ms, 20 px above the section', async () => {
    const page = await s.page({ reducedMotion: 'reduce' })
    // When the click happened and when the view first moved, in wall-clock time kept in sessionStorage: installed in
    // every document, so the measure holds whether the router navigates in place or (on a slow answer) loads anew.
    await page.addInitScript(() => {
      document.addEventListener('click', () => {
        if (!sessionStorage.getItem('clickedAt')) sessionStorage.setItem('clickedAt', String(Date.now()))
      })
      window.addEventListener('scroll', () => {
        if (window.scrollY > 0 && !sessionStorage.getItem('scrolledAt'))
          sessionStorage.setItem('scrolledAt', String(Date.now()))
      })
    })
    await gotoHydrated(page, `${s.site.url}/about-us`)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Our App' }).click()
    await poll(() => new URL(page.url()).pathname).toBe('/')
    // The scroll event comes a frame after scrollY changes: wait for the event's record itself.
    await poll(() => page.evaluate(() => sessionStorage.getItem('scrolledAt'))).not.toBeNull()
    // The view did not move until the delay had passed.
    const delay = await page.evaluate(
      () => Number(sessionStorage.getItem('scrolledAt')) - Number(sessionStorage.getItem('clickedAt')),
    )
    expect(delay).toBeGreaterThanOrEqual(1_150)
    await scrollSettled(page)
    expect(Math.round(await page.evaluate(sectionTop('downloadApp')))).toBe(20)
    await page.context().close()
  })

  test('Contact scrolls to the footer', async () => {
    const page = await s.page({ reducedMotion: 'reduce' })
    await gotoHydrated(page, s.site.url)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click()
    await scrollSettled(page)
    const footerVisible = await page.evaluate(() => {
      const rect = document.getElementById('contact')?.getBoundingClientRect()
      return !!rect && rect.top < window.innerHeight && rect.bottom > 0
    })
    expect(footerVisible).toBe(true)
    await page.context().close()
  })

  test('the bar turns sticky once it is 140 px out of view', async () => {
    const page = await s.page()
    await gotoHydrated(page, s.site.url)
    const header = page.locator('header.site-header')
    expect(await header.getAttribute('data-sticky')).toBe('false')
    await page.evaluate(() => window.scrollTo(0, 100))
    await poll(() => page.evaluate(() => window.scrollY)).toBe(100)
    await afterFrames(page)
    expect(await header.getAttribute('data-sticky')).toBe('false')
    await page.evaluate(() => window.scrollTo(0, 600))
    await poll(() => header.getAttribute('data-sticky')).toBe('true')
    await page.evaluate(() => window.scrollTo(0, 0))
    await poll(() => header.getAttribute('data-sticky')).toBe('false')
    await page.context().close()
  })
})

describe('mobile drawer', () => {
  test('submenus open one at a time; contact, Get Started and socials; Escape closes and focus returns', async () => {
    const page = await s.page(MOBILE)
    await gotoHydrated(page, s.site.url)
    const opener = page.getByRole('button', { name: 'Open menu' })
    await opener.click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await poll(() => drawer.isVisible()).toBe(true)

    const services = drawer.getByRole('button', { name: 'Services', exact: true })
    const home = drawer.getByRole('button', { name: 'Home', exact: true })
    await services.click()
    expect(await services.getAttribute('aria-expanded')).toBe('true')
    expect(await drawer.getByRole('link', { name: 'Escrow Checkout' }).isVisible()).toBe(true)
    await home.click()
    expect(await home.getAttribute('aria-expanded')).toBe('true')
    expect(await services.getAttribute('aria-expanded')).toBe('false')
    await home.click()
    expect(await home.getAttribute('aria-expanded')).toBe('false')

    const text = await drawer.textContent()
    for (const fact of ['Lagos', SETTINGS.contactEmail, '24 hours', SETTINGS.contactPhone, 'Get Started'])
      expect(text).toContain(fact)
    for (const name of ['Facebook', 'X', 'Instagram', 'LinkedIn']) {
      expect(await drawer.getByRole('link', { name, exact: true }).count()).toBe(1)
    }

    // Focus stays inside while open.
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press(i % 5 === 4 ? 'Shift+Tab' : 'Tab')
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await poll(() => drawer.count()).toBe(0)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open menu')
    await page.context().close()
  })

  test('clicking outside closes it; a link closes it and navigates', async () => {
    const page = await s.page(MOBILE)
    await gotoHydrated(page, s.site.url)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.mouse.click(10, 400)
    await poll(() => page.getByRole('dialog', { name: 'Menu' }).count()).toBe(0)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'About Us' }).click()
    await poll(() => new URL(page.url()).pathname).toBe('/about-us')
    expect(await page.getByRole('dialog', { name: 'Menu' }).count()).toBe(0)
    await page.context().close()
  })
})

describe('search overlay', () => {
  test('Enter submits, closes, goes to /blogs?q=, and the box is cleared', async () => {
    const page = await s.page()
    await gotoHydrated(page, `${s.site.url}/about-us`)
    await page.getByRole('button', { name: 'Search blogs' }).click()
    const box = page.getByPlaceholder('Search Blogs...')
    await poll(() => page.evaluate(() => document.activeElement?.getAttribute('placeholder'))).toBe(
      'Search Blogs...',
    )
    await box.fill('escrow fees')
    await page.keyboard.press('Enter')
    await poll(() => page.url()).toBe(`${s.site.url}/blogs?q=escrow%20fees`)
    expect(await page.getByRole('dialog', { name: 'Search blogs' }).count()).toBe(0)
    await page.getByRole('button', { name: 'Search blogs' }).click()
    expect(await page.getByPlaceholder('Search Blogs...').inputValue()).toBe('')
    await page.context().close()
  })

  test('the Search button submits; focus is trapped; Escape closes', async () => {
    const page = await s.page()
    await gotoHydrated(page, s.site.url)
    await page.getByRole('button', { name: 'Search blogs' }).click()
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await poll(() => page.getByRole('dialog', { name: 'Search blogs' }).count()).toBe(0)
    await page.getByRole('button', { name: 'Search blogs' }).click()
    await page.getByPlaceholder('Search Blogs...').fill('naira')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await poll(() => page.url()).toBe(`${s.site.url}/blogs?q=naira`)
    await page.context().close()
  })
})

describe('footer and store buttons', () => {
  test('footer groups, statements, copyright and the scroll-to-top button', async () => {
    const page = await s.page({ reducedMotion: 'reduce' })
    await gotoHydrated(page, `${s.site.url}/about-us`)
    const footer = page.locator('footer')
    const text = await footer.textContent()
    for (const fact of [
      'Pages',
      'Utility Pages',
      'Contact Us',
      'No hidden charges',
      'No maintenance costs',
      'No setup fees',
      SETTINGS.companyName,
    ]) {
      expect(text).toContain(fact)
    }
    for (const name of [
      'Home',
      'About Us',
      'Services',
      'Our App',
      'Blog',
      'Privacy Policy',
      'Terms & Condition',
      'Voting',
      'Billing',
    ]) {
      expect(await footer.getByRole('link', { name, exact: true }).count(), name).toBe(1)
    }
    const top = page.getByRole('button', { name: 'Scroll to top' })
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await poll(() => top.getAttribute('data-visible')).toBe('true')
    await top.click()
    await poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await page.context().close()
  })

  const DEVICES: [string, string, string][] = [
    [
      'iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      SETTINGS.iosStoreUrl,
    ],
    [
      'Android',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36',
      SETTINGS.androidStoreUrl,
    ],
    [
      'desktop',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126 Safari/537.36',
      SETTINGS.androidStoreUrl,
    ],
  ]
  test.each(DEVICES)(
    'on %s, Get Started, Start Exploring, Download App and Our App go to its store',
    async (_n, userAgent, store) => {
      const page = await s.page({ userAgent })
      await gotoHydrated(page, s.site.url)
      await poll(() => page.getByRole('link', { name: 'Get Started' }).first().getAttribute('href')).toBe(
        store,
      )
      for (const name of ['Start Exploring', 'Download App', 'Our App']) {
        expect(await page.getByRole('link', { name, exact: true }).last().getAttribute('href'), name).toBe(
          store,
        )
      }
      // Named store badges keep their own store.
      expect(
        await page.getByRole('link', { name: 'Download on the App Store' }).first().getAttribute('href'),
      ).toBe(SETTINGS.iosStoreUrl)
      await page.getByRole('link', { name: 'Start Exploring' }).click()
      await page.waitForURL(store)
      await page.context().close()
    },
  )
})
