/**
 * Service pages come from the Studio by slug: the seeded Voting page answers at /services/voting with its copy, and
 * every way to it (home's Voting card, the all-services list, the footer) leads there; a service page published in
 * the lake appears at /services/<slug>, in the sitemap and on /all-services with no restart (the real site server,
 * its page cache invalidated by the lake's live events), and goes when deleted; an unknown slug keeps the catch-all;
 * with the content API down, a slug nobody can check is a 503, not a 404.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestSite } from '../support/site.ts'
import { poll, waitFor } from '../support/wait.ts'
import { gotoHydrated, openSiteSession, type SiteSession } from './helpers.ts'

let s: SiteSession
beforeAll(async () => {
  s = await openSiteSession()
  await waitFor(() => s.site.server.live.connected, { timeoutMs: 30_000 })
}, 600_000)
afterAll(async () => {
  await s?.close()
})

const get = async (path: string) => {
  const response = await fetch(s.site.url + path)
  return { status: response.status, body: (await response.text()).replace(/<!-- -->/g, '') }
}

describe('the seeded Voting page', () => {
  test('/services/voting answers 200 with its seeded copy', async () => {
    const voting = await s.site.lake
      ?.client(null)
      .fetch<{ title: string; intro: string; sections: { heading: string }[] }>(
        '*[_type == "servicePage" && slug.current == "voting"][0]{title, intro, sections[]{heading}}',
      )
    expect(voting?.title).toBe('Voting')
    const { status, body } = await get('/services/voting')
    expect(status).toBe(200)
    expect(body).toContain('<title>Voting | Escrova</title>')
    expect(body).toContain(voting?.intro)
    for (const section of voting?.sections ?? []) expect(body).toContain(section.heading)
    expect(body).toContain('Real-time voting')
    expect(body).toContain('Automated revenue collection')
  })

  test('home’s Voting card, the all-services list and the footer lead to it', async () => {
    const page = await s.page()
    await gotoHydrated(page, s.site.url)
    const card = page.locator('.why-cards li', { has: page.locator('h3', { hasText: /^Voting$/ }) })
    const link = card.getByRole('link', { name: /Learn more/ })
    expect(await link.getAttribute('href')).toBe('/services/voting')
    await link.click()
    await poll(() => new URL(page.url()).pathname).toBe('/services/voting')
    await poll(() => page.locator('main h1').textContent()).toBe('Voting')

    await gotoHydrated(page, `${s.site.url}/all-services`)
    await page
      .locator('#voting')
      .getByRole('link', { name: /Learn more/ })
      .click()
    await poll(() => new URL(page.url()).pathname).toBe('/services/voting')

    await gotoHydrated(page, `${s.site.url}/about-us`)
    await page.locator('footer').getByRole('link', { name: 'Voting', exact: true }).click()
    await poll(() => new URL(page.url()).pathname).toBe('/services/voting')
    await poll(() => page.locator('main h1').textContent()).toBe('Voting')
    await page.context().close()
  })
})

describe('a service page created in the Studio', () => {
  const slug = 'crowdfunding'
  const id = `service-page-${slug}`
  const doc = {
    _id: id,
    _type: 'servicePage',
    title: 'Crowdfunding',
    slug: { _type: 'slug', current: slug },
    description: 'Raise money for a project with contributions held safely until the goal is met.',
    intro:
      'Collect contributions from your supporters into escrow and release them when your goal is reached.',
    sections: [
      {
        _key: 'section0',
        heading: 'Goal-based release',
        paragraphs: ['Contributions are held until the target is met, or returned if it is not.'],
      },
    ],
  }

  test('appears at its URL, in the sitemap and on /all-services without a restart, and goes when deleted', async () => {
    const writer = s.site.lake?.client('write')
    if (!writer) throw new Error('the site session has no lake')
    // Each page cached first, so the change must come through the live events, not a cold render.
    expect((await get(`/services/${slug}`)).status).toBe(404)
    expect((await get('/sitemap.xml')).body).not.toContain(`/services/${slug}<`)
    expect((await get('/all-services')).body).not.toContain(doc.title)
    await get('/sitemap.xml')
    await get('/all-services')

    await writer.create(doc)
    await poll(async () => (await get(`/services/${slug}`)).status, { timeout: 30_000 }).toBe(200)
    const page = (await get(`/services/${slug}`)).body
    expect(page).toContain(`<title>${doc.title} | Escrova</title>`)
    expect(page).toContain(doc.intro)
    expect(page).toContain('Goal-based release')
    await poll(async () => (await get('/sitemap.xml')).body, { timeout: 30_000 }).toMatch(
      new RegExp(`<loc>[^<]+/services/${slug}</loc>`),
    )
    await poll(async () => (await get('/all-services')).body, { timeout: 30_000 }).toContain(
      `href="/services/${slug}"`,
    )
    expect((await get('/all-services')).body).toContain(doc.description)

    // A visitor following the new card reaches the page.
    const browserPage = await s.page()
    await gotoHydrated(browserPage, `${s.site.url}/all-services`)
    await browserPage
      .locator(`#${slug}`)
      .getByRole('link', { name: /Learn more/ })
      .click()
    await poll(() => browserPage.locator('main h1').textContent()).toBe(doc.title)
    await browserPage.context().close()

    await writer.delete(id)
    await poll(async () => (await get(`/services/${slug}`)).status, { timeout: 30_000 }).toBe(404)
    await poll(async () => (await get('/sitemap.xml')).body, { timeout: 30_000 }).not.toContain(
      `/services/${slug}<`,
    )
    await poll(async () => (await get('/all-services')).body, { timeout: 30_000 }).not.toContain(
      `href="/services/${slug}"`,
    )
  })

  test('an unknown slug goes to / replacing the history entry', async () => {
    const page = await s.page()
    await page.goto(`${s.site.url}/about-us`)
    await page.goto(`${s.site.url}/services/no-such-service`)
    await poll(() => new URL(page.url()).pathname).toBe('/')
    await page.goBack()
    await poll(() => new URL(page.url()).pathname).toBe('/about-us')
    await page.context().close()
  })
})

describe('with the content API down', () => {
  test('a slug the seed knows shows its seeded copy; any other is a 503 to retry, not a page that is gone', async () => {
    const down = await startTestSite({ lake: false })
    try {
      const voting = await fetch(`${down.url}/services/voting`)
      expect(voting.status).toBe(200)
      expect(await voting.text()).toContain('Automated revenue collection')
      const other = await fetch(`${down.url}/services/crowdfunding`)
      expect(other.status).toBe(503)
      expect(await other.text()).toContain('This page is temporarily unavailable')
    } finally {
      await down.stop()
    }
  })
})
