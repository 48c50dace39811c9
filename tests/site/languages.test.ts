/**
 * The site in another language, in Chromium over the seeded lake (Nigerian Pidgin translated; Hausa, Yoruba and Igbo
 * hidden): a Pidgin reader's home, post and wait-list (its messages from the forms' catalogue), the switcher back to
 * the same page in English, text not translated yet marked `lang="en"`, hidden languages answering as unknown paths,
 * the feeds and sitemap per language, dates in the page's language, and the offer of the browser's language that
 * never redirects and is remembered.
 */
import { words as pidginWords } from '@escrova/schemas/form-messages/compiled/pcm'
import type { Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PIDGIN_HOME, PIDGIN_POSTS, PIDGIN_WAIT_LIST_PAGE } from '../../lake/seed/content/pidgin.ts'
import { SITE_FACTS } from '../../site/app/lib/site-facts.ts'
import { ENGLISH_POST } from '../support/english-posts.ts'
import { poll } from '../support/wait.ts'
import { type BlogStack, startBlogStack } from './blog-stack.ts'
import { gotoHydrated } from './helpers.ts'

let stack: BlogStack

beforeAll(async () => {
  stack = await startBlogStack()
}, 600_000)
afterAll(async () => {
  await stack?.stop()
})

const PIDGIN_POST = PIDGIN_POSTS[0]
const HIDDEN = ['ha', 'yo', 'ig']

async function open(path: string, locale = 'en-NG'): Promise<Page> {
  const page = await stack.newPage({ locale, viewport: { width: 1280, height: 900 } })
  await gotoHydrated(page, `${stack.siteUrl}${path}`)
  return page
}

const htmlLang = (page: Page) => page.locator('html').getAttribute('lang')

describe('a Pidgin reader', () => {
  it('reads /pcm in Pidgin, with the sections not translated yet in English marked lang="en"', async () => {
    const page = await open('/pcm')
    expect(await htmlLang(page)).toBe('pcm')
    expect(await page.locator('h1').first().textContent()).toBe(PIDGIN_HOME.hero.headline)
    // The hero is translated: not marked English.
    expect(await page.locator('[lang="en"] h1').count()).toBe(0)
    // "How it works" is still the English words in the seed's translation: marked English, never blank.
    const howItWorks = page.locator('[lang="en"] #how-title')
    expect(await howItWorks.count()).toBe(1)
    expect((await howItWorks.textContent())?.trim()).not.toBe('')
    // Links stay within the language.
    expect(await page.locator('header a[href="/pcm/about-us"]').count()).toBe(1)
    await page.context().close()
  })

  it('reads a post in Pidgin, then the switcher opens the same post in English', async () => {
    const page = await open(`/pcm/blogs/${PIDGIN_POST.slug}`)
    expect(await htmlLang(page)).toBe('pcm')
    expect(await page.locator('h1').first().textContent()).toBe(PIDGIN_POST.title)
    await page.locator('nav.language-switcher a[data-language="en"]').click()
    await poll(() => new URL(page.url()).pathname).toBe(`/blogs/${PIDGIN_POST.slug}`)
    await poll(() => htmlLang(page)).toBe('en')
    const english = await stack.lake
      .client(null)
      .fetch<string>(`*[${ENGLISH_POST} && slug.current == $slug][0].title`, { slug: PIDGIN_POST.slug })
    await poll(() => page.locator('h1').first().textContent()).toBe(english)
    await page.context().close()
  })

  it('goes to the Pidgin home from an English post that has no Pidgin translation', async () => {
    const slugs = new Set(PIDGIN_POSTS.map((post) => post.slug))
    const englishOnly = (
      await stack.lake
        .client(null)
        .fetch<string[]>(`*[${ENGLISH_POST} && defined(publishedAt) && count(categories) > 0].slug.current`)
    ).find((slug) => !slugs.has(slug))
    const page = await open(`/blogs/${englishOnly}`)
    const link = page.locator('nav.language-switcher a[data-language="pcm"]')
    expect(await link.getAttribute('href')).toBe('/pcm')
    expect((await fetch(`${stack.siteUrl}/pcm/blogs/${englishOnly}`)).status).toBe(404)
    await page.context().close()
  })

  it('applies on /pcm/wait-list in Pidgin, with the form’s messages in Pidgin', async () => {
    const page = await open('/pcm/wait-list')
    expect(await page.locator('h1').first().textContent()).toBe(PIDGIN_WAIT_LIST_PAGE.title)
    await page.getByRole('button', { name: pidginWords.waitList.next, exact: true }).click()
    const errors = await page.locator('.field-error').allTextContents()
    expect(errors).toContain(pidginWords.waitList.fullNameRequired)
    expect(errors).toContain(pidginWords.waitList.emailRequired)
    // The page's intro too, from the same catalogue: in Pidgin, so not marked English.
    const intro = page.locator('.wait-list-intro')
    expect(await intro.textContent()).toBe(pidginWords.waitList.intro)
    expect(await intro.getAttribute('lang')).toBeNull()
    await page.context().close()
  })

  it('carries only the words of the forms a page shows, and a navigation in the browser brings them', async () => {
    // Messages that read the same in the HTML's data as in the catalogue (no quote or escape to differ by).
    const plain = (messages: Record<string, string>) =>
      Object.values(messages).filter((message) => /^[\w .,!?-]{12,}$/.test(message) && !message.includes('{'))
    const waitListOnly = plain(pidginWords.waitList)
    const commentOnly = plain(pidginWords.comment).filter((message) => !waitListOnly.includes(message))
    expect(waitListOnly.length).toBeGreaterThan(0)
    expect(commentOnly.length).toBeGreaterThan(0)
    const html = async (path: string) => (await fetch(`${stack.siteUrl}${path}`)).text()
    const home = await html('/pcm')
    for (const message of [...waitListOnly, ...commentOnly]) expect(home, message).not.toContain(message)
    const waitList = await html('/pcm/wait-list')
    expect(waitListOnly.some((message) => waitList.includes(message))).toBe(true)
    for (const message of commentOnly) expect(waitList, message).not.toContain(message)

    // From the Pidgin home to the wait-list inside the app: the form still speaks Pidgin.
    const page = await open('/pcm')
    await page.locator('main a[href="/pcm/wait-list"]').first().click()
    await poll(() => new URL(page.url()).pathname).toBe('/pcm/wait-list')
    // The address changes before the new page is drawn: the home's carousels ("Next slide") can still be showing.
    await page.locator('.wait-list-intro').waitFor()
    await page.getByRole('button', { name: pidginWords.waitList.next, exact: true }).click()
    await poll(() => page.locator('.field-error').allTextContents()).toContain(
      pidginWords.waitList.fullNameRequired,
    )
    await page.context().close()
  })

  it('shows a page with no translation in English, marked lang="en", under the Pidgin frame', async () => {
    const page = await open('/pcm/about-us')
    expect(await htmlLang(page)).toBe('pcm')
    expect(await page.locator('main [lang="en"] h1').count()).toBe(1)
    expect(await page.locator('main [lang="en"]').textContent()).toContain('Customer-centricity')
    await page.context().close()
  })
})

describe('hidden languages', () => {
  it.each(HIDDEN)(
    '/%s and its pages answer as unknown paths until its home page is published',
    async (code) => {
      for (const path of [`/${code}`, `/${code}/blogs`, `/${code}/wait-list`, `/${code}/rss.xml`]) {
        expect((await fetch(`${stack.siteUrl}${path}`)).status, path).toBe(404)
      }
    },
  )
})

/** `hreflang` → href of a page's alternates, from its server HTML. */
function alternatesIn(html: string): Map<string, string> {
  const found = new Map<string, string>()
  for (const match of html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g))
    found.set(match[1], match[2])
  return found
}

describe('hreflang', () => {
  it('every page’s alternates answer 200 and point back to it, never to a hidden language', async () => {
    const { crawl } = await import('../support/crawl.ts')
    const visits = await crawl(stack.siteUrl)
    const pages = [...visits].filter(([, visit]) => visit.status === 200).map(([path]) => path)
    // The crawl reaches the Pidgin pages through the switcher.
    expect(pages).toContain('/pcm')
    expect(pages.some((path) => /^\/(ha|yo|ig)(\/|$)/.test(path))).toBe(false)
    const checked = new Set<string>()
    for (const path of pages.filter((path) => !path.includes('?'))) {
      const html = await (await fetch(`${stack.siteUrl}${path}`)).text()
      const alternates = alternatesIn(html)
      const self = [...alternates.values()].find((href) => new URL(href).pathname === path)
      if (alternates.size > 0) expect(self, `${path} is among its own alternates`).toBeDefined()
      for (const [hreflang, href] of alternates) {
        expect(HIDDEN).not.toContain(hreflang)
        if (hreflang === 'x-default' || checked.has(`${path} ${href}`)) continue
        const target = new URL(href).pathname
        const response = await fetch(`${stack.siteUrl}${target}`)
        expect(response.status, `${path} → ${target}`).toBe(200)
        const back = [...alternatesIn(await response.text()).values()].map((url) => new URL(url).pathname)
        expect(back, `${target} points back to ${path}`).toContain(path)
        checked.add(`${path} ${href}`)
      }
    }
    expect(checked.size).toBeGreaterThan(20)
  }, 300_000)
})

describe('feeds and sitemap', () => {
  it('has an RSS feed per language, linked from the page head', async () => {
    const pidgin = await (await fetch(`${stack.siteUrl}/pcm/rss.xml`)).text()
    expect(pidgin).toContain('<language>pcm-ng</language>')
    const links = [...pidgin.matchAll(/<link>([^<]+)<\/link>/g)].map((match) => new URL(match[1]).pathname)
    expect(links.filter((path) => path.startsWith('/pcm/blogs/')).sort()).toEqual(
      PIDGIN_POSTS.map((post) => `/pcm/blogs/${post.slug}`).sort(),
    )
    const english = await (await fetch(`${stack.siteUrl}/rss.xml`)).text()
    expect(english).toContain('<language>en-ng</language>')
    expect(english).not.toContain('/pcm/')
    const home = await (await fetch(`${stack.siteUrl}/pcm`)).text()
    expect(home).toMatch(/<link rel="alternate" type="application\/rss\+xml" href="[^"]*\/pcm\/rss\.xml"/)
  })

  it('lists each page in every language it is in, with xhtml:link alternates', async () => {
    const sitemap = (await (await fetch(`${stack.siteUrl}/sitemap.xml`)).text()).replaceAll(
      SITE_FACTS.siteUrl,
      '',
    )
    const urls = [...sitemap.matchAll(/<url>(.*?)<\/url>/g)].map((match) => match[1])
    const entry = (path: string) => urls.find((url) => url.includes(`<loc>${path}</loc>`))
    const pidginPost = entry(`/pcm/blogs/${PIDGIN_POST.slug}`)
    expect(pidginPost).toContain(`hreflang="en" href="/blogs/${PIDGIN_POST.slug}"`)
    expect(pidginPost).toContain(`hreflang="x-default" href="/blogs/${PIDGIN_POST.slug}"`)
    expect(entry('/pcm/about-us')).toContain(`hreflang="en" href="/about-us"`)
    expect(sitemap).not.toMatch(/\/(ha|yo|ig)(\/|<|")/)
  })
})

describe('dates and amounts', () => {
  it('writes a Pidgin post’s date as Pidgin writes it (Node’s ICU has pcm-NG)', async () => {
    const publishedAt = await stack.lake
      .client(null)
      .fetch<string>(`*[_type == "post" && language == "pcm" && slug.current == $slug][0].publishedAt`, {
        slug: PIDGIN_POST.slug,
      })
    const expected = new Intl.DateTimeFormat('pcm-NG', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Africa/Lagos',
    }).format(new Date(publishedAt))
    const english = new Intl.DateTimeFormat('en-NG', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Africa/Lagos',
    }).format(new Date(publishedAt))
    const html = await (await fetch(`${stack.siteUrl}/pcm/blogs/${PIDGIN_POST.slug}`)).text()
    expect(html).toContain(expected)
    const englishHtml = await (await fetch(`${stack.siteUrl}/blogs/${PIDGIN_POST.slug}`)).text()
    expect(englishHtml).toContain(english)
  })

  it('keeps the server’s date through hydration and formats the calculator’s naira amounts in the browser', async () => {
    const page = await open(`/pcm/blogs/${PIDGIN_POST.slug}`)
    const serverDate = await (await fetch(page.url())).text()
    const shown = await page.locator('article time').first().textContent()
    expect(serverDate).toContain(shown ?? '(none)')
    // Chromium's ICU has no pcm-NG: the rule falls back to Nigerian English, the same digits and separators.
    expect(await page.evaluate(() => Intl.DateTimeFormat.supportedLocalesOf(['pcm-NG']))).toEqual([])
    await gotoHydrated(page, `${stack.siteUrl}/pcm#pricing`)
    const percent = await stack.lake
      .client(null)
      .fetch<number>('*[_id == "pricing"][0].buyerExtraChargePercent')
    await page.locator('#pricing-amount').fill('1234567')
    const buyerPays = (1234567 * (100 + percent)) / 100
    const expected = buyerPays.toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    await poll(() => page.locator('[data-figure="buyer"]').textContent()).toBe(`₦${expected}`)
    await page.context().close()
  })
})

describe('the offer of the browser’s language', () => {
  it('offers Pidgin to a browser asking for it, without redirecting, and remembers a dismissal', async () => {
    const context = await stack.newContext({ locale: 'pcm-NG' })
    const page = await context.newPage()
    const response = await page.goto(`${stack.siteUrl}/about-us`)
    expect(response?.status()).toBe(200)
    await page.waitForSelector('html[data-hydrated="true"]')
    expect(new URL(page.url()).pathname).toBe('/about-us')
    const offer = page.locator('.language-offer')
    await poll(() => offer.count()).toBe(1)
    expect(await offer.locator('a').getAttribute('href')).toBe('/pcm/about-us')
    await offer.getByRole('button').click()
    expect(await offer.count()).toBe(0)
    await page.reload()
    await page.waitForSelector('html[data-hydrated="true"]')
    expect(await page.locator('.language-offer').count()).toBe(0)
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en')
    await context.close()
  })

  it('takes the reader to the same page in Pidgin when they accept, and makes no offer to English readers', async () => {
    const context = await stack.newContext({ locale: 'pcm' })
    const page = await context.newPage()
    await gotoHydrated(page, `${stack.siteUrl}/wait-list`)
    await page.locator('.language-offer a').click()
    await poll(() => new URL(page.url()).pathname).toBe('/pcm/wait-list')
    await poll(() => page.locator('h1').first().textContent()).toBe(PIDGIN_WAIT_LIST_PAGE.title)
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('pcm')
    await context.close()

    const english = await open('/about-us', 'en-GB')
    await english.waitForTimeout(300)
    expect(await english.locator('.language-offer').count()).toBe(0)
    await english.context().close()
  })
})
