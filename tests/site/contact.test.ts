/**
 * /contact: a real page (200) with the support channels the Studio's site settings hold, its title and words as
 * Studio copy, reached from the privacy policy's "contact us" link and the footer's Contact Us heading; an edit to
 * the settings shows on it without a restart. The header's Contact item still scrolls to the footer
 * (navigation.test.ts).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { poll } from '../support/wait.ts'
import { gotoHydrated, openSiteSession, type SiteSession } from './helpers.ts'

interface Settings {
  contactEmail: string
  contactPhone: string
  contactAddress: string
  supportHours: string
  socials: { network: string; url: string }[]
  contactPage: { title: string; metaDescription: string; lead: string }
}

let s: SiteSession
let settings: Settings
beforeAll(async () => {
  s = await openSiteSession()
  const anonymous = s.site.lake?.client(null)
  settings = (await anonymous?.fetch<Settings>(
    '*[_id == "siteSettings"][0]{contactEmail, contactPhone, contactAddress, supportHours, socials, contactPage}',
  )) as Settings
}, 600_000)
afterAll(async () => {
  await s?.close()
})

const html = async (path: string) => {
  const response = await fetch(s.site.url + path)
  return { status: response.status, body: (await response.text()).replace(/<!-- -->/g, '') }
}

describe('/contact', () => {
  test('answers 200 with the settings’ channels, title and description', async () => {
    expect(settings.contactPage.title).toBeTruthy()
    const { status, body } = await html('/contact')
    expect(status).toBe(200)
    expect(body).toContain(`<title>${settings.contactPage.title} | Escrova</title>`)
    expect(body).toContain(`<meta name="description" content="${settings.contactPage.metaDescription}"`)
    expect(body).toMatch(/<link rel="canonical" href="[^"]+\/contact"/)
    expect(body).toContain(`href="mailto:${settings.contactEmail}"`)
    expect(body).toContain(`href="tel:${settings.contactPhone.replace(/\s+/g, '')}"`)
    for (const social of settings.socials) expect(body).toContain(`href="${social.url}"`)
  })

  test('a visitor sees the heading, the lead and every channel in the page', async () => {
    const page = await s.page()
    await gotoHydrated(page, `${s.site.url}/contact`)
    const main = page.locator('main')
    expect(await main.locator('h1').textContent()).toBe(settings.contactPage.title)
    const text = (await main.textContent()) ?? ''
    for (const value of [
      settings.contactPage.lead,
      settings.contactEmail,
      settings.contactPhone,
      settings.contactAddress,
      settings.supportHours,
    ]) {
      expect(text).toContain(value)
    }
    for (const { network } of settings.socials) {
      expect(await main.getByRole('link', { name: network }).count()).toBe(1)
    }
    await page.context().close()
  })

  test('the privacy policy’s contact link and the footer’s Contact Us lead to it', async () => {
    const page = await s.page()
    await gotoHydrated(page, `${s.site.url}/privacy-policy`)
    await page.locator('#contact-us-title + p a').click()
    await poll(() => new URL(page.url()).pathname).toBe('/contact')
    await poll(() => page.locator('main h1').textContent()).toBe(settings.contactPage.title)

    await gotoHydrated(page, `${s.site.url}/about-us`)
    await page.locator('footer').getByRole('link', { name: 'Contact Us' }).click()
    await poll(() => new URL(page.url()).pathname).toBe('/contact')
    await page.context().close()
  })

  test('a new support email published in the Studio shows on /contact without a restart', async () => {
    const writer = s.site.lake?.client('write')
    if (!writer) throw new Error('the site session has no lake')
    const email = 'help-desk@escrova.ng'
    await writer.patch('siteSettings').set({ contactEmail: email }).commit()
    try {
      await poll(async () => (await html('/contact')).body, { timeout: 30_000 }).toContain(`mailto:${email}`)
    } finally {
      await writer.patch('siteSettings').set({ contactEmail: settings.contactEmail }).commit()
    }
  })
})
