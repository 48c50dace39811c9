import { buildSiteDocuments } from '@escrova/schemas/default-copy/documents'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  loadAboutPage,
  loadHomePage,
  loadLegalPage,
  loadPricing,
  loadPrivacyPage,
  loadServicePage,
  loadServicesPage,
  loadSiteSettings,
} from '../../site/app/content/page-copy.server.ts'
import {
  HOME_PAGE_QUERY,
  LEGAL_PAGE_QUERY,
  PRICING_QUERY,
  SITE_SETTINGS_QUERY,
} from '../../site/app/content/queries.ts'
import { querySeededCopy } from '../../site/app/content/seeded-copy.server.ts'
import { startTestLake, type TestLake } from '../support/lake.ts'

// The loaders against a real lake, read anonymously as the site reads: a document the dataset lacks, or one with
// a gap, gives the seeded copy for what is missing (and a warning in the log); a whole document is shown as is.
let lake: TestLake
const anonymous = () => lake.client(null)
const warnings: string[] = []

beforeAll(async () => {
  lake = await startTestLake()
})
afterAll(() => lake?.stop())
afterEach(async () => {
  warnings.length = 0
  vi.restoreAllMocks()
  const ids: string[] = await lake.client().fetch('*[!(_id in path("_.**"))]._id')
  if (ids.length > 0) await ids.reduce((tx, id) => tx.delete(id), lake.client().transaction()).commit()
})

function recordWarnings() {
  vi.spyOn(console, 'warn').mockImplementation((message: string) => void warnings.push(message))
}

const withoutImages = (_key: string, value: unknown) =>
  value && typeof value === 'object' && '_sanityAsset' in value ? undefined : value
const seedDoc = (id: string) => {
  const doc = buildSiteDocuments().find((candidate) => candidate._id === id)
  if (!doc) throw new Error(id)
  return JSON.parse(JSON.stringify(doc, withoutImages))
}

describe('a lake with none of the site copy', () => {
  it('gives every page its seeded copy and logs each fallback', async () => {
    recordWarnings()
    expect(await loadSiteSettings(anonymous())).toEqual(await querySeededCopy(SITE_SETTINGS_QUERY))
    expect(await loadHomePage(anonymous())).toEqual(await querySeededCopy(HOME_PAGE_QUERY))
    expect(await loadPricing(anonymous())).toEqual(await querySeededCopy(PRICING_QUERY))
    expect(await loadPrivacyPage(anonymous())).toEqual(
      await querySeededCopy(LEGAL_PAGE_QUERY, { slug: 'privacy-policy' }),
    )
    const about = await loadAboutPage(anonymous())
    expect(about.values?.items).toHaveLength(5)
    expect((await loadServicesPage(anonymous())).services).toHaveLength(5)
    expect((await loadServicePage(anonymous(), 'escrow')).title).toBe('Escrow')
    expect(warnings).toHaveLength(7)
    expect(warnings[1]).toMatch(/^\[content\] homePage: showing the seeded copy for \(document\)/)
  })
})

describe('a lake with the copy', () => {
  it('shows an edited FAQ answer, and keeps the seeded copy only where the document has a gap', async () => {
    const faq = { ...seedDoc('faq-1'), answer: 'Edited in the Studio: your money waits in escrow.' }
    const homePage = seedDoc('homePage')
    delete homePage.hero.headline
    const partners = buildSiteDocuments()
      .filter((doc) => doc._type === 'partner')
      .map((doc) => doc._id)
    const tx = lake.client().transaction().createOrReplace(faq).createOrReplace(homePage)
    for (const id of ['faq-2', 'faq-3', ...partners]) tx.createOrReplace(seedDoc(id))
    for (const doc of buildSiteDocuments().filter((d) => d._type === 'testimonial')) {
      tx.createOrReplace(JSON.parse(JSON.stringify(doc, withoutImages)))
    }
    await tx.commit()
    recordWarnings()
    const seeded = await querySeededCopy<Awaited<ReturnType<typeof loadHomePage>>>(HOME_PAGE_QUERY)
    const copy = await loadHomePage(anonymous())
    expect(copy.faq?.items?.[0]?.answer).toBe(faq.answer)
    expect(copy.hero).toEqual(seeded.hero)
    // Logos and photos are missing in this lake (stored without images): those sections fall back too.
    expect(copy.partners).toEqual(seeded.partners)
    expect(copy.aboutBlock).toEqual(seeded.aboutBlock)
    expect(warnings).toEqual([
      expect.stringContaining('showing the seeded copy for hero, partners, testimonials'),
    ])
    expect(warnings[0]).toContain('hero.headline')
  })

  it('refuses a fee rate outside the schema’s bounds written around the Studio, keeping the rest', async () => {
    await lake
      .client()
      .createOrReplace({ ...seedDoc('pricing'), escrowHandlingChargePercent: 150, heading: 'Fees' })
    recordWarnings()
    const pricing = await loadPricing(anonymous())
    expect(pricing.escrowHandlingChargePercent).toBe(2)
    expect(pricing.heading).toBe('Fees')
    expect(warnings[0]).toContain('escrowHandlingChargePercent')
  })

  it('shows a whole document as it is, with no warning', async () => {
    await lake.client().createOrReplace({ ...seedDoc('siteSettings'), contactPhone: '+234 800 000 0000' })
    recordWarnings()
    expect((await loadSiteSettings(anonymous())).contactPhone).toBe('+234 800 000 0000')
    expect(warnings).toEqual([])
  })
})

describe('an unreachable content API', () => {
  it('falls back to the seeded copy instead of failing the page', async () => {
    recordWarnings()
    const down = { fetch: () => Promise.reject(new Error('connect ECONNREFUSED')) }
    expect(await loadLegalPage(down, 'terms')).toEqual(
      await querySeededCopy(LEGAL_PAGE_QUERY, { slug: 'terms' }),
    )
    expect(warnings[0]).toContain('legalPage terms: content API failed')
  })
})

describe('the seeded lake (the importer uploads the logos and photos)', () => {
  it('gives every page its whole copy from the lake, with no fallback', async () => {
    const seededLake = await startTestLake({ seed: true })
    try {
      recordWarnings()
      const reader = seededLake.client(null)
      const home = await loadHomePage(reader)
      const logo = home.partners.items[0].logo
      expect(logo.url).toMatch(
        new RegExp(`^${seededLake.url}/images/escrova/production/[a-f0-9]{40}-200x64\\.svg$`),
      )
      expect(logo.alt).toBe('Partner 1')
      expect((await fetch(logo.url)).headers.get('content-type')).toContain('image/svg+xml')
      const seeded = await querySeededCopy<typeof home>(HOME_PAGE_QUERY)
      expect(home.faq).toEqual(seeded.faq)
      await loadSiteSettings(reader)
      await loadAboutPage(reader)
      await loadPricing(reader)
      await loadServicesPage(reader)
      for (const slug of ['escrow', 'payment-links', 'billing', 'virtual-cards'])
        await loadServicePage(reader, slug)
      await loadLegalPage(reader, 'terms')
      await loadPrivacyPage(reader)
      expect(warnings).toEqual([])
    } finally {
      await seededLake.stop()
    }
  })
})
