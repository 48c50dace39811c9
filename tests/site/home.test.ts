/**
 * Home (docs/product-rules.md#home, #pricing, #states, #validation, #constants): section order, FAQ one-open, the pricing calculator, carousels with the spec's
 * settings (loaded lazily), latest posts from the content API, entrance animations, and the loading screen.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ENGLISH_POST } from '../support/english-posts.ts'
import { poll } from '../support/wait.ts'
import { afterFrames, gotoHydrated, openSiteSession, type SiteSession } from './helpers.ts'

let s: SiteSession
beforeAll(async () => {
  s = await openSiteSession()
})
afterAll(async () => {
  await s?.close()
})

/** Swiper's params without the DOM elements it holds (navigation/pagination els). */
const swiperParams = (el: SwiperEl) =>
  JSON.parse(
    JSON.stringify(el.swiper?.params, (_key, value) => (value instanceof Element ? undefined : value)),
  )

type SwiperEl = HTMLElement & {
  swiper?: {
    params: Record<string, unknown>
    slides: unknown[]
    activeIndex: number
    autoplay: { running: boolean }
  }
}

describe('sections', () => {
  test('the 13 sections appear in the spec order', async () => {
    const page = await s.page({ javaScriptEnabled: false })
    await page.goto(s.site.url)
    const headings = await page
      .locator('main > section')
      .evaluateAll((sections) =>
        sections.map((el) =>
          (el.querySelector('h1, h2')?.textContent ?? el.getAttribute('aria-label') ?? '').trim(),
        ),
      )
    expect(headings).toEqual([
      'Algorithm For Limitless Global E-commerce Solution',
      'Millions of clients trust us.',
      'A fully integrated e-commerce and payment security suite',
      'Start in three simple steps',
      'The escrow solution for merchants and customers',
      'One app for every kind of payment',
      'Escrova in numbers',
      'Frequently asked questions',
      'What our customers say',
      'Everything you need to trade safely',
      'Simple, transparent pricing',
      'Download the Escrova app',
      'Latest articles',
    ])
    const main = (await page.locator('main').textContent()) ?? ''
    for (const text of [
      'News!',
      'How It Works',
      'Download the app',
      'Create an account',
      'Verify and start transacting',
    ]) {
      expect(main).toContain(text)
    }
    expect(await page.locator('.stats .stat-value').allInnerTexts()).toEqual(['56+', '32+', '156k', '42+'])
    const cards = await page.locator('.why-cards h3').allInnerTexts()
    expect(cards).toEqual(['Escrow Checkout', 'Payment Links/Invoicing', 'Billing', 'Voting'])
    // Payment Links' card carries the in-site `invoice` target.
    expect(await page.locator('.why-cards a[href$="#invoice"]').count()).toBe(1)
    for (let n = 1; n <= 4; n++) expect(await page.getByAltText(`Partner ${n}`).count()).toBe(1)
    await page.context().close()
  })

  test('the invoice target exists on the Payment Links page', async () => {
    const page = await s.page({ reducedMotion: 'reduce' })
    await gotoHydrated(page, s.site.url)
    await page.locator('.why-cards a[href$="#invoice"]').click()
    await poll(() => new URL(page.url()).pathname).toBe('/services/payment-links')
    expect(await page.locator('#invoice h2').textContent()).toBe('Invoicing')
    await page.context().close()
  })
})

describe('FAQ', () => {
  test('one answer open at a time; clicking the open one closes it', async () => {
    const page = await s.page({ reducedMotion: 'reduce' })
    await gotoHydrated(page, s.site.url)
    const questions = page.locator('.faq-question')
    expect(await questions.count()).toBe(3)
    const expanded = () => questions.evaluateAll((qs) => qs.map((q) => q.getAttribute('aria-expanded')))
    await questions.nth(1).click()
    expect(await expanded()).toEqual(['false', 'true', 'false'])
    expect(await page.locator('.faq-answer:visible').count()).toBe(1)
    await questions.nth(2).click()
    expect(await expanded()).toEqual(['false', 'false', 'true'])
    await questions.nth(2).click()
    expect(await expanded()).toEqual(['false', 'false', 'false'])
    expect(await page.locator('.faq-answer:visible').count()).toBe(0)
    await page.context().close()
  })
})

describe('pricing calculator', () => {
  const figures = async (page: import('playwright').Page) => page.locator('#pricing dd').allInnerTexts()

  test('default 10000, digits only, two decimals, the (2/2)% label', async () => {
    const page = await s.page({ reducedMotion: 'reduce' })
    await gotoHydrated(page, s.site.url)
    const input = page.getByLabel('Amount (₦)')
    expect(await input.inputValue()).toBe('10000')
    expect(await page.locator('#pricing').textContent()).toContain('(2/2)%')
    expect(await figures(page)).toEqual(['₦200.00', '₦9,900.00', '₦10,100.00'])

    const cases: [string, string, string[]][] = [
      ['2500', '2500', ['₦50.00', '₦2,475.00', '₦2,525.00']],
      ['12a3b4', '1234', ['₦24.68', '₦1,221.66', '₦1,246.34']],
      ['₦1,000,000', '1000000', ['₦20,000.00', '₦990,000.00', '₦1,010,000.00']],
      ['7', '7', ['₦0.14', '₦6.93', '₦7.07']],
      ['abc', '', ['₦0.00', '₦0.00', '₦0.00']],
      ['-50.5', '505', ['₦10.10', '₦499.95', '₦510.05']],
    ]
    for (const [typed, kept, expected] of cases) {
      await input.fill('')
      await input.pressSequentially(typed)
      expect(await input.inputValue(), typed).toBe(kept)
      expect(await figures(page), typed).toEqual(expected)
    }
    // Pasted text goes through the same rule.
    await input.fill('3 000 naira')
    expect(await input.inputValue()).toBe('3000')
    expect(await figures(page)).toEqual(['₦60.00', '₦2,970.00', '₦3,030.00'])
    await page.context().close()
  })
})

describe('carousels', () => {
  test('Swiper is not loaded until a carousel nears the view', async () => {
    const page = await s.page({ viewport: { width: 412, height: 823 } })
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    await page.goto(s.site.url, { waitUntil: 'networkidle' })
    expect(requested.some((url) => url.includes('swiper-init'))).toBe(false)
    await page.locator('.partner-carousel').scrollIntoViewIfNeeded()
    await poll(() => requested.some((url) => url.includes('swiper-init'))).toBe(true)
    await page.context().close()
  })

  test('partner carousel: the breakpoints of the product rules, autoplay 6000 ms kept on interaction, speed 300, keyboard, mousewheel', async () => {
    const page = await s.page()
    await gotoHydrated(page, s.site.url)
    await page.locator('.partner-carousel').scrollIntoViewIfNeeded()
    const swiper = page.locator('.partner-carousel .swiper')
    await poll(() => swiper.evaluate((el: SwiperEl) => !!el.swiper)).toBe(true)
    const params = await swiper.evaluate(swiperParams)
    expect(params.autoplay).toMatchObject({ delay: 6000, disableOnInteraction: false })
    expect(params.speed).toBe(300)
    expect(params.direction).toBe('horizontal')
    expect(params.keyboard.enabled).toBe(true)
    expect(params.mousewheel.enabled ?? params.mousewheel).toBeTruthy()
    expect(params.pagination.clickable).toBe(true)
    expect(params.breakpoints).toEqual({
      300: { slidesPerView: 1 },
      620: { slidesPerView: 2, spaceBetween: 20 },
      700: { slidesPerView: 3, spaceBetween: 20 },
      1200: { slidesPerView: 4, spaceBetween: 20 },
    })
    // At 1280 px wide four logos show at once.
    expect(await swiper.evaluate((el: SwiperEl) => el.swiper?.params.slidesPerView)).toBe(4)

    // Pagination bullets are real buttons, large enough to tap, and clickable.
    const testimonials = page.locator('.testimonial-carousel')
    await testimonials.scrollIntoViewIfNeeded()
    const bullets = testimonials.locator('.carousel-pagination button')
    await poll(() => bullets.count()).toBeGreaterThan(1)
    const box = await bullets.first().boundingBox()
    expect(box?.width).toBeGreaterThanOrEqual(44)
    expect(box?.height).toBeGreaterThanOrEqual(44)
    await bullets.nth(1).click()
    await poll(() =>
      testimonials.locator('.swiper').evaluate((el: SwiperEl) => el.swiper?.activeIndex),
    ).toBeGreaterThan(0)
    await page.context().close()
  })

  test('testimonials: six, ratings 4 to 5 including 4.5, autoplay 6 s, 1 s transition', async () => {
    const page = await s.page()
    await gotoHydrated(page, s.site.url)
    const carousel = page.locator('.testimonial-carousel')
    await carousel.scrollIntoViewIfNeeded()
    const swiper = carousel.locator('.swiper')
    await poll(() => swiper.evaluate((el: SwiperEl) => !!el.swiper)).toBe(true)
    const params = await swiper.evaluate(swiperParams)
    expect(params.autoplay.delay).toBe(6000)
    expect(params.speed).toBe(1000)
    expect(await carousel.locator('.swiper-slide').count()).toBe(6)
    const ratings = await carousel
      .locator('.stars')
      .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))
    expect(ratings).toContain('Rated 4.5 out of 5')
    for (const label of ratings) {
      const value = Number(/Rated ([\d.]+)/.exec(label ?? '')?.[1])
      expect(value).toBeGreaterThanOrEqual(4)
      expect(value).toBeLessThanOrEqual(5)
    }
    await page.context().close()
  })

  test('latest posts: the 6 newest from the content API, titles cut to 60 characters plus "...", autoplay 5 s', async () => {
    const newest = await s.site.lake?.client(null).fetch<{ title: string; slug: string }[]>(
      // English posts: a translation shares its original's slug and shows only under its own language.
      `*[${ENGLISH_POST} && defined(title) && count(categories) > 0] | order(publishedAt desc)[0...6]{title, "slug": slug.current}`,
    )
    const page = await s.page()
    await gotoHydrated(page, s.site.url)
    const carousel = page.locator('.blog-carousel')
    await carousel.scrollIntoViewIfNeeded()
    const swiper = carousel.locator('.swiper')
    await poll(() => swiper.evaluate((el: SwiperEl) => !!el.swiper)).toBe(true)
    expect(
      await swiper.evaluate(
        (el: SwiperEl) => (el.swiper?.params.autoplay as { delay?: number } | undefined)?.delay,
      ),
    ).toBe(5000)
    const shown = await carousel
      .locator('.post-card h3 a')
      .evaluateAll((links) => links.map((a) => ({ text: a.textContent, href: a.getAttribute('href') })))
    expect(shown.map((p) => p.href)).toEqual(newest?.map((p) => `/blogs/${p.slug}`))
    let cut = 0
    for (const [i, post] of (newest ?? []).entries()) {
      if (post.title.length > 60) {
        cut++
        expect(shown[i].text).toBe(`${post.title.slice(0, 60)}...`)
      } else {
        expect(shown[i].text).toBe(post.title)
      }
    }
    expect(cut, 'the seed has at least one long title').toBeGreaterThan(0)
    await page.context().close()
  })

  test('a post published after the build shows on home without a rebuild', async () => {
    const lake = s.site.lake
    if (!lake) throw new Error('no lake')
    const [post] = await lake
      .client(null)
      .fetch<{ category: string; author: string }[]>(
        '*[_type=="post" && count(categories) > 0][0...1]{"category": categories[0]._ref, "author": author._ref}',
      )
    await lake.client('write').create({
      _id: 'post-fresh-from-the-lake',
      _type: 'post',
      title: 'Fresh from the lake: escrow for weekend markets',
      slug: { _type: 'slug', current: 'fresh-from-the-lake' },
      author: { _type: 'reference', _ref: post.author },
      categories: [{ _type: 'reference', _ref: post.category, _key: 'c1' }],
      publishedAt: new Date(Date.now() - 60_000).toISOString(),
    })
    const page = await s.page()
    await gotoHydrated(page, s.site.url)
    await page.locator('.blog-carousel, #latest-title').first().scrollIntoViewIfNeeded()
    await expect
      .poll(() => page.locator('.post-card h3 a').first().textContent(), { timeout: 10_000 })
      .toBe('Fresh from the lake: escrow for weekend markets')
    await lake.client('write').delete('post-fresh-from-the-lake')
    await page.context().close()
  })
})

describe('entrance animations', () => {
  test('sections fade in once when scrolled into view', async () => {
    const page = await s.page({ reducedMotion: 'no-preference' })
    await page.goto(s.site.url)
    const faq = page.locator('section.reveal', { has: page.locator('#faq-title') })
    expect(await faq.getAttribute('class')).not.toContain('is-revealed')
    expect(await faq.evaluate((el) => getComputedStyle(el.firstElementChild as Element).opacity)).toBe('0')
    await faq.scrollIntoViewIfNeeded()
    await poll(() => faq.getAttribute('class')).toContain('is-revealed')
    await page.evaluate(() => window.scrollTo(0, 0))
    await poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await afterFrames(page)
    // Once: scrolling away does not hide it again.
    expect(await faq.getAttribute('class')).toContain('is-revealed')
    await page.context().close()
  })

  test('not at all under prefers-reduced-motion', async () => {
    const page = await s.page({ reducedMotion: 'reduce' })
    await gotoHydrated(page, s.site.url)
    const faq = page.locator('section.reveal', { has: page.locator('#faq-title') })
    expect(await faq.evaluate((el) => getComputedStyle(el.firstElementChild as Element).opacity)).toBe('1')
    expect(await faq.evaluate((el) => getComputedStyle(el.firstElementChild as Element).transform)).toBe(
      'none',
    )
    await page.context().close()
  })
})

describe('loading screen', () => {
  test('spinning ring, seven wordmark letters pulsing 3 s forever with 0.5 s steps, LOADING', async () => {
    // An unknown path shows it while the app takes the visitor home; without JS it stays (with a link home).
    const page = await s.page({ javaScriptEnabled: false })
    await page.goto(`${s.site.url}/no-such-page`)
    const screen = page.locator('.loading-screen')
    expect(await screen.textContent()).toContain('LOADING')
    const letters = await screen.locator('.loading-letter').evaluateAll((els) =>
      els.map((el) => {
        const style = getComputedStyle(el)
        return [
          el.textContent,
          style.animationDuration,
          style.animationIterationCount,
          style.animationDelay,
        ].join(' ')
      }),
    )
    expect(letters).toEqual([...'ESCROVA'].map((letter, i) => `${letter} 3s infinite ${i * 0.5}s`))
    expect(await screen.locator('.loading-ring').evaluate((el) => getComputedStyle(el).animationName)).toBe(
      'spin',
    )
    await page.context().close()
  })
})
