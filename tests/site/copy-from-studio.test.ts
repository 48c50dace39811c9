/**
 * The site's copy is edited in the Studio (docs/product-rules.md#site-copy): against a real lake, the real site server
 * (pages cached by sync tags, refreshed by the lake's live events) and Chromium, with no rebuild. A published FAQ
 * answer, a new testimonial order and a new escrow fee show within seconds; a new Get Started label shows on every
 * page and its removal brings back the seeded words, as do a page title and footer line that were code before; a
 * deleted document gives the seeded copy back instead of a blank section. (Scheduled changes: release-purge.test.ts.)
 */

import { SITE_IDS } from '@escrova/schemas/default-copy/documents'
import type { SanityClient } from '@sanity/client'
import type { Browser, Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningSite } from '../../site/server/serve.ts'
import { startTestLake, type TestLake } from '../support/lake.ts'
import { type BuiltSite, buildTestSite, forward, launchBrowser, serveTestSite } from '../support/site.ts'
import { poll, waitFor } from '../support/wait.ts'

let lake: TestLake
let built: BuiltSite
let site: RunningSite
let browser: Browser
let writer: SanityClient

beforeAll(async () => {
  lake = await startTestLake({ seed: true })
  writer = lake.client('write')
  built = await buildTestSite()
  site = await serveTestSite(built, lake.url)
  await waitFor(() => site.live.connected, { timeoutMs: 30_000 })
  browser = await launchBrowser()
}, 600_000)
afterAll(async () => {
  await browser?.close()
  await site?.close()
  await lake?.stop()
})

async function visit(path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  await forward(context, new URL(built.apiHost).origin, lake.url)
  const page = await context.newPage()
  await page.goto(site.url + path)
  return page
}

/** What the server renders for `path` now (what a visitor's next page load gets). */
const served = async (path: string) => (await fetch(site.url + path)).text()

/** As the Studio's Publish does: the edit goes to the draft, then the Actions API publishes it. */
async function publishEdit(id: string, edit: (doc: Record<string, unknown>) => Record<string, unknown>) {
  const published = await writer.getDocument(id)
  if (!published) throw new Error(`no document ${id}`)
  const { _rev, _createdAt, _updatedAt, ...content } = published
  await writer.createOrReplace({ ...edit(content), _id: `drafts.${id}`, _type: published._type })
  await writer.action({
    actionType: 'sanity.action.document.publish',
    draftId: `drafts.${id}`,
    publishedId: id,
  })
}

/** The visible text of the first element `selector` matches, reloading until `accept` likes it. */
async function seenAfterReload(page: Page, selector: string, accept: (text: string) => boolean) {
  return waitFor(
    async () => {
      await page.reload()
      return (await page.locator(selector).first().textContent()) ?? ''
    },
    { accept, timeoutMs: 15_000, intervalMs: 250 },
  )
}

describe('copy edited in the Studio shows on the site without a rebuild', () => {
  it('a published FAQ answer is on the home page within seconds, and only pages showing the FAQ re-render', async () => {
    const answer = `Your money stays with Escrova until you confirm delivery (${Date.now() % 100_000}).`
    const page = await visit('/')
    await page.locator('.faq-answer').first().waitFor()
    expect(await page.locator('.faq-answer').first().textContent()).not.toContain(answer)
    await served('/about-us') // cached now: it shows no FAQ
    await publishEdit(SITE_IDS.faq(0), (doc) => ({ ...doc, answer }))
    await seenAfterReload(page, '.faq-answer', (text) => text.includes(answer))
    const about = await fetch(`${site.url}/about-us`)
    expect(about.headers.get('x-site-cache')).toBe('hit')
    await page.context().close()
  })

  it('two testimonials swapped in the Studio show in the new order', async () => {
    const page = await visit('/')
    const names = () => page.locator('.testimonial-carousel .testimonial strong').allTextContents()
    const before = await poll(names).toHaveLength(6).then(names)
    await publishEdit('homePage', (doc) => {
      const testimonials = doc.testimonials as { items: unknown[] }
      const [first, second, ...rest] = testimonials.items
      return { ...doc, testimonials: { ...testimonials, items: [second, first, ...rest] } }
    })
    const expected = [before[1], before[0], ...before.slice(2)]
    await waitFor(
      async () => {
        await page.reload()
        return names()
      },
      { accept: (seen) => JSON.stringify(seen) === JSON.stringify(expected), timeoutMs: 15_000 },
    )
    await page.context().close()
  })

  it('a new escrow fee is what the calculator computes with, under the figure labels the Studio gives', async () => {
    const page = await visit('/')
    const charge = page.locator('#pricing [data-figure="charge"]')
    await poll(() => charge.textContent()).toBe('₦200.00')
    await publishEdit('pricing', (doc) => ({
      ...doc,
      escrowHandlingChargePercent: 3,
      figureLabels: { ...(doc.figureLabels as object), buyerPays: 'Your buyer pays' },
    }))
    await seenAfterReload(page, '#pricing [data-figure="charge"]', (text) => text === '₦300.00')
    // The calculator, hydrated, computes with the new rate for a typed amount too.
    await page.locator('#pricing-amount').fill('50000')
    await poll(() => charge.textContent()).toBe('₦1,500.00')
    const figures = await page.locator('#pricing .figures').textContent()
    expect(figures).toContain('Escrow handling charge (3/3)%')
    expect(figures).toContain('Your buyer pays (1% extra charge)')
    await page.context().close()
  })

  it('a new Get Started label shows on every page; with the field removed, its seeded words are back', async () => {
    const label = `Open an account ${Date.now() % 1000}`
    const tagline = 'Escrow for every trade in Nigeria.'
    const page = await visit('/')
    const cta = '.header-cta'
    await poll(() => page.locator(cta).textContent()).toBe('Get Started')
    await publishEdit('siteSettings', (doc) => ({
      ...doc,
      getStartedLabel: label,
      footerTagline: tagline,
      brandName: 'Escrova Pay',
    }))
    await seenAfterReload(page, cta, (text) => text === label)
    // The same field is the About page's button: one edit, every page; the brand name ends its title.
    await poll(async () => (await served('/about-us')).includes(label)).toBe(true)
    expect(await served('/about-us')).toContain('<title>About Us | Escrova Pay</title>')
    // A document written without the field (an import, a script): the seeded words, not an empty button; the
    // other edited field stays.
    await publishEdit('siteSettings', ({ getStartedLabel: _, ...doc }) => doc)
    await seenAfterReload(page, cta, (text) => text === 'Get Started')
    expect(await page.locator('.footer-brand p').first().textContent()).toBe(tagline)
    await page.context().close()
  })

  it('a new /blogs title and copyright end show in the tab, the hero and the footer; a missing title gives the seeded words back', async () => {
    const title = `Stories and guides ${Date.now() % 1000}`
    const rightsReserved = 'Every right is reserved.'
    const page = await visit('/blogs')
    const hero = '.page-hero h1'
    const copyright = '.footer-bottom p'
    await poll(() => page.locator(hero).textContent()).toBe('Blogs')
    expect(await page.locator(copyright).first().textContent()).toMatch(/\. All rights reserved\.$/)
    await publishEdit('siteSettings', (doc) => ({
      ...doc,
      blogsPage: { ...(doc.blogsPage as object), title },
      footerLabels: { ...(doc.footerLabels as object), rightsReserved },
    }))
    await seenAfterReload(page, hero, (text) => text === title)
    // The brand name may have been edited above: the tab reads the new title, then the brand.
    expect(await page.title()).toMatch(new RegExp(`^${title} \\| `))
    expect(await page.locator('.breadcrumb [aria-current="page"]').textContent()).toBe(title)
    expect(await page.locator(copyright).first().textContent()).toMatch(/\. Every right is reserved\.$/)
    // A document written without the title (an import, a script): the page's seeded words, not an empty heading;
    // the other edited field stays.
    await publishEdit('siteSettings', (doc) => {
      const { title: _, ...blogsPage } = doc.blogsPage as Record<string, unknown>
      return { ...doc, blogsPage }
    })
    await seenAfterReload(page, hero, (text) => text === 'Blogs')
    expect(await page.title()).toMatch(/^Blogs \| /)
    expect(await page.locator(copyright).first().textContent()).toMatch(/\. Every right is reserved\.$/)
    await page.context().close()
  })

  it('a deleted document gives the seeded copy back: no blank section, no crash', async () => {
    // An edit shows first, so the page is known to read the document...
    await publishEdit('aboutPage', (doc) => ({
      ...doc,
      values: { ...(doc.values as object), heading: 'What we value most' },
    }))
    await poll(async () => (await served('/about-us')).includes('What we value most')).toBe(true)
    // ...then, with the document gone, the seeded words are back.
    await writer.delete('aboutPage')
    await writer.delete('pricing')
    await poll(async () => {
      const html = await served('/about-us')
      return html.includes('Our core values') && !html.includes('What we value most')
    }).toBe(true)
    const page = await visit('/about-us')
    expect(await page.locator('.values li').count()).toBe(5)
    // Home: the pricing section (edited to 3% above, now deleted) is back to the seeded 2%.
    await page.goto(`${site.url}/`)
    await poll(() => page.locator('#pricing [data-figure="charge"]').textContent()).toBe('₦200.00')
    expect(await page.locator('#pricing h2').textContent()).toBe('Simple, transparent pricing')
    await page.context().close()
  })
})
