/**
 * Part 1 routes (docs/product-rules.md#routes): every static route, aliases, redirects with history replacement, the device redirect of
 * /invite-friends by user agent, titles from the deepest route, scroll to top, and the pre-rendered HTML that visitors
 * without JavaScript get.
 */

import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { SITE_FACTS } from '../../site/app/lib/site-facts.ts'
import { ENGLISH_POST } from '../support/english-posts.ts'
import { poll } from '../support/wait.ts'
import { gotoHydrated, openSiteSession, type SiteSession } from './helpers.ts'

let s: SiteSession
beforeAll(async () => {
  s = await openSiteSession()
})
afterAll(async () => {
  await s?.close()
})

/** Route, document title, heading, a sentence of its copy. */
const PAGES: [string, string, string, string][] = [
  ['/', 'Escrova', 'Algorithm For Limitless Global E-commerce Solution', 'Millions of clients trust us.'],
  ['/about-us', 'About Us | Escrova', 'About Us', 'Customer-centricity'],
  ['/all-services', 'Our Services | Escrova', 'Our Services', 'USSD offline payment'],
  ['/services/escrow', 'Escrow | Escrova', 'Escrow', 'Release of funds after quality verification'],
  ['/services/payment-links', 'Payment Links | Escrova', 'Payment Links', 'USSD offline payment'],
  ['/services/billing', 'Billing | Escrova', 'Billing', 'One-time or recurring'],
  ['/services/virtual-cards', 'Virtual Cards | Escrova', 'Virtual Cards', 'Currency conversion is built in'],
  ['/services/voting', 'Voting | Escrova', 'Voting', 'Automated revenue collection'],
  ['/contact', 'Contact Us | Escrova', 'Contact Us', 'Support channels'],
  ['/terms', 'Terms and Conditions | Escrova', 'Terms and Conditions', '21. Changes to these terms'],
  ['/privacy', 'Privacy Policy | Escrova', 'Privacy Policy', 'Last updated: May 2024'],
  ['/policy', 'Privacy Policy | Escrova', 'Privacy Policy', 'Last updated: May 2024'],
  ['/privacy-policy', 'Privacy Policy | Escrova', 'Privacy Policy', 'Last updated: May 2024'],
]

describe('routes and titles', () => {
  test.each(PAGES)('%s has title %s and its heading', async (path, title, heading, copy) => {
    const page = await s.page()
    await page.goto(s.site.url + path)
    await poll(() => page.title()).toBe(title)
    expect(await page.locator('h1').first().textContent()).toContain(heading)
    expect(await page.locator('main').textContent()).toContain(copy)
    await page.context().close()
  })

  test('the services index redirects to /all-services, on the server and in the client router', async () => {
    const response = await fetch(`${s.site.url}/services`, { redirect: 'manual' })
    expect(response.status).toBe(308)
    expect(response.headers.get('location')).toBe('/all-services')

    const page = await s.page()
    await gotoHydrated(page, `${s.site.url}/about-us`)
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): void } }
      ).__reactRouterDataRouter.navigate('/services'),
    )
    await poll(() => new URL(page.url()).pathname).toBe('/all-services')
    await page.context().close()
  })

  test.each(['/no-such-page', '/services/no-such-service', '/deep/unknown/path'])(
    '%s goes to / replacing the history entry',
    async (path) => {
      const page = await s.page()
      await page.goto(`${s.site.url}/about-us`)
      await page.goto(s.site.url + path)
      await poll(() => new URL(page.url()).pathname).toBe('/')
      await poll(() => page.title()).toBe('Escrova')
      // The unknown entry was replaced: Back returns to the page before it.
      await page.goBack()
      await poll(() => new URL(page.url()).pathname).toBe('/about-us')
      await page.context().close()
    },
  )

  test('the view scrolls to the top on every route change', async () => {
    const page = await s.page({ reducedMotion: 'reduce' })
    await gotoHydrated(page, s.site.url)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.locator('footer').getByRole('link', { name: 'About Us' }).click()
    await poll(() => new URL(page.url()).pathname).toBe('/about-us')
    await poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await page.context().close()
  })

  test('pages share a hero header with the route title and a Home breadcrumb', async () => {
    const page = await s.page()
    await gotoHydrated(page, `${s.site.url}/services/billing`)
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
    await poll(() => crumbs.textContent()).toContain('Home')
    expect(await crumbs.textContent()).toContain('Billing')
    await crumbs.getByRole('link', { name: 'Home' }).click()
    await poll(() => new URL(page.url()).pathname).toBe('/')
    await page.context().close()
  })
})

describe('invite-friends: device redirect by user agent', () => {
  const AGENTS: [string, string, string][] = [
    [
      'Android',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36',
      SITE_FACTS.androidStoreUrl,
    ],
    [
      'iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1',
      SITE_FACTS.iosStoreUrl,
    ],
    [
      'iPad',
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1',
      SITE_FACTS.iosStoreUrl,
    ],
    [
      'iPod',
      'Mozilla/5.0 (iPod touch; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      SITE_FACTS.iosStoreUrl,
    ],
    [
      'desktop',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36',
      SITE_FACTS.androidStoreUrl,
    ],
  ]
  test.each(AGENTS)('%s goes to its store listing', async (_name, userAgent, store) => {
    const page = await s.page({ userAgent })
    await page.goto(`${s.site.url}/invite-friends`)
    await page.waitForURL((url) => url.href === store)
    expect(page.url()).toBe(store)
    await page.context().close()
  })

  test('while redirecting it shows Redirecting... and a click here fallback (no JavaScript)', async () => {
    const page = await s.page({ javaScriptEnabled: false })
    await page.goto(`${s.site.url}/invite-friends`)
    expect(await page.locator('h1').textContent()).toBe('Redirecting...')
    const link = page.getByRole('link', { name: 'click here' })
    expect(await link.getAttribute('href')).toBe(SITE_FACTS.androidStoreUrl)
    // Outside the main layout: no site navigation or footer.
    expect(await page.locator('footer').count()).toBe(0)
    await page.context().close()
  })
})

describe('pre-rendered HTML (JavaScript off)', () => {
  test.each(PAGES)('%s ships its heading and copy as HTML', async (path, title, heading, copy) => {
    const page = await s.page({ javaScriptEnabled: false })
    await page.goto(s.site.url + path)
    expect(await page.title()).toBe(title)
    expect(await page.locator('h1').first().textContent()).toContain(heading)
    expect(await page.locator('main').textContent()).toContain(copy)
    // Nothing is hidden waiting for JavaScript (entrance animations need the `js` class).
    const hidden = await page
      .locator('main section')
      .evaluateAll(
        (sections) =>
          sections.filter((el) => getComputedStyle(el.firstElementChild ?? el).opacity === '0').length,
      )
    expect(hidden).toBe(0)
    await page.context().close()
  })

  test('home HTML holds all 13 sections and the latest posts from the content API', async () => {
    const html = (await (await fetch(s.site.url)).text()).replace(/<!-- -->/g, '')
    for (const text of [
      'News!',
      'Millions of clients trust us.',
      'Discover More',
      'How It Works',
      'Download App',
      'Why use our app',
      '156k',
      'Frequently asked questions',
      'What our customers say',
      'Start Exploring',
      'id="pricing"',
      'id="downloadApp"',
      'Latest articles',
    ]) {
      expect(html.includes(text), text).toBe(true)
    }
    const anonymous = s.site.lake?.client(null)
    const newest = await anonymous?.fetch<string[]>(
      `*[${ENGLISH_POST} && defined(title) && count(categories) > 0] | order(publishedAt desc)[0...6].slug.current`,
    )
    expect(newest?.length).toBe(6)
    for (const slug of newest ?? []) expect(html.includes(`/blogs/${slug}`), slug).toBe(true)
  })
})

describe('head and crawler files', () => {
  test('description, Open Graph, canonical, favicon and manifest', async () => {
    const html = await (await fetch(`${s.site.url}/about-us`)).text()
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/)
    expect(html).toContain('<meta property="og:title" content="About Us | Escrova"')
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/about-us"/)
    for (const href of ['/favicon.svg', '/favicon.ico', '/site.webmanifest', '/apple-touch-icon.png']) {
      expect(html).toContain(`href="${href}"`)
      expect((await fetch(s.site.url + href)).status).toBe(200)
    }
    const manifest = (await (await fetch(`${s.site.url}/site.webmanifest`)).json()) as {
      icons: unknown[]
      name: string
    }
    expect(manifest.name).toBe('Escrova')
    expect(manifest.icons.length).toBeGreaterThanOrEqual(2)
  })

  test('privacy aliases share one canonical URL', async () => {
    for (const path of ['/privacy', '/policy', '/privacy-policy']) {
      const html = await (await fetch(s.site.url + path)).text()
      expect(html).toMatch(/<link rel="canonical" href="[^"]+\/privacy-policy"/)
    }
  })

  test('sitemap.xml lists the static pages and robots.txt points at it', async () => {
    const sitemap = await fetch(`${s.site.url}/sitemap.xml`)
    expect(sitemap.headers.get('content-type')).toContain('xml')
    const xml = await sitemap.text()
    for (const path of [
      '/about-us',
      '/all-services',
      '/terms',
      '/privacy-policy',
      '/contact',
      '/services/escrow',
      '/services/voting',
    ]) {
      expect(xml).toMatch(new RegExp(`<loc>[^<]+${path}</loc>`))
    }
    const robots = await (await fetch(`${s.site.url}/robots.txt`)).text()
    expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m)
  })
})

describe('static server', () => {
  test('security and cache headers, gzip', async () => {
    const response = await fetch(s.site.url, { headers: { 'accept-encoding': 'gzip' } })
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self' 'sha256-")
    // Only the Studio (its Presentation tool) may frame the site.
    expect(csp).toContain('frame-ancestors http://localhost:3333 http://127.0.0.1:3333')
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(response.headers.get('cache-control')).toBe('no-cache')
    const html = await response.text()
    const asset = /src="(\/assets\/[^"]+\.js)"|href="(\/assets\/[^"]+\.js)"/.exec(html)
    const assetPath = asset?.[1] ?? asset?.[2]
    const assetResponse = await fetch(s.site.url + assetPath)
    expect(assetResponse.headers.get('cache-control')).toContain('immutable')
  })

  test('an unknown post is a 404 with the spec message; other unknown paths a 404 that redirects home', async () => {
    const post = await fetch(`${s.site.url}/blogs/no-such-post-anywhere`)
    expect(post.status).toBe(404)
    expect(await post.text()).toContain('No content available, please reload.')
    for (const path of ['/nope', '/services/nope']) {
      const unknown = await fetch(s.site.url + path)
      expect(unknown.status, path).toBe(404)
      expect(await unknown.text()).toContain('LOADING')
    }
    expect((await fetch(`${s.site.url}/assets/nope.js`)).status).toBe(404)
    expect((await fetch(`${s.site.url}/../../etc/passwd`)).status).not.toBe(200)
    expect((await fetch(s.site.url, { method: 'POST' })).status).toBe(405)
  })

  test('no console errors or CSP violations on the marketing pages', async () => {
    const page = await s.page()
    const errors: string[] = []
    page.on('console', (message) => {
      // The insights beacon goes to the function, which this session does not run (refused by design).
      if (message.location().url.endsWith('/api/event')) return
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`)
    })
    page.on('pageerror', (error) => errors.push(error.message))
    for (const [path] of PAGES) {
      await page.goto(s.site.url + path, { waitUntil: 'networkidle' })
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      // What scrolling brought into view (lazy images) has loaded or failed.
      await page.waitForFunction(() =>
        [...document.images]
          .filter((image) => {
            const box = image.getBoundingClientRect()
            return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight
          })
          .every((image) => image.complete),
      )
    }
    expect(errors).toEqual([])
    await page.context().close()
  })
})
