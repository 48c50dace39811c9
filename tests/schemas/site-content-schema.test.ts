import { buildSiteDocuments } from '@escrova/schemas/default-copy/documents'
import { LINK_MESSAGES } from '@escrova/schemas/links'
import { FEE_PERCENT_MESSAGE } from '@escrova/schemas/pricing-limits'
import { PRIVACY_LINE_MESSAGE } from '@escrova/schemas/schemaTypes/documents/legalPage'
import { RATING_MESSAGE } from '@escrova/schemas/schemaTypes/documents/testimonial'
import { SITE_MESSAGES } from '@escrova/schemas/schemaTypes/fields/siteFields'
import { WAIT_LIST_MESSAGES } from '@escrova/schemas/wait-list'
import type { SanityClient } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorsAt, validate } from '../../schemas/test/support/validate.ts'
import { startTestLake, type TestLake } from '../support/lake.ts'

// The site's copy in the Studio (docs/product-rules.md#site-copy): what an editor may publish, with the messages the form shows. Every
// document here starts from the seed (today's copy) and changes one value.
const seeded = buildSiteDocuments()
const UPLOADED = { _type: 'reference', _ref: 'image-0a1b2c3d4e5f60718293a4b5c6d7e8f901234567-200x64-svg' }

/** Images as the importer leaves them: an asset reference instead of the `_sanityAsset` file pointer. */
function uploaded(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(uploaded)
  if (!value || typeof value !== 'object') return value
  const { _sanityAsset, ...rest } = value as Record<string, unknown>
  const mapped = Object.fromEntries(Object.entries(rest).map(([key, child]) => [key, uploaded(child)]))
  return typeof _sanityAsset === 'string' ? { ...mapped, asset: UPLOADED } : mapped
}

const withoutImages = (_key: string, value: unknown) =>
  value && typeof value === 'object' && '_sanityAsset' in value ? undefined : value

function seededDoc(id: string) {
  const doc = seeded.find((candidate) => candidate._id === id)
  if (!doc) throw new Error(`no seeded ${id}`)
  return structuredClone(uploaded(doc)) as { _id: string; _type: string } & Record<string, any>
}

// Slug uniqueness is a GROQ query on the Studio's client: a real lake holding the seeded copy answers it.
let lake: TestLake
let client: SanityClient
beforeAll(async () => {
  lake = await startTestLake()
  client = lake.client()
  const transaction = client.transaction()
  // Stored without images: the lake has no asset documents for them (the importer would upload the files).
  for (const doc of seeded) transaction.createOrReplace(JSON.parse(JSON.stringify(doc, withoutImages)))
  await transaction.commit()
})
afterAll(() => lake?.stop())

const errors = async (doc: { _id: string; _type: string } & Record<string, unknown>) =>
  (await validate(doc, client))
    .filter((m) => m.level === 'error')
    .map((m) => `${m.path.join('.')}: ${m.message}`)

describe('seeded site copy passes the Studio schema', () => {
  it.each(seeded.map((doc) => [doc._id] as const))('%s', async (id) => {
    expect(await errors(seededDoc(id))).toEqual([])
  })
})

describe('pricing: fee rates are percentages in sensible bounds', () => {
  it.each([150, -1, 20.5])('refuses a fee rate of %s with its message', async (rate) => {
    const doc = { ...seededDoc('pricing'), escrowHandlingChargePercent: rate }
    expect(errorsAt(await validate(doc), 'escrowHandlingChargePercent')).toEqual([FEE_PERCENT_MESSAGE])
  })

  it('accepts 0, 2.5 and 20, and requires every rate', async () => {
    for (const rate of [0, 2.5, 20]) {
      expect(await errors({ ...seededDoc('pricing'), sellerChargePercent: rate })).toEqual([])
    }
    const markers = await validate({ ...seededDoc('pricing'), buyerExtraChargePercent: undefined })
    expect(errorsAt(markers, 'buyerExtraChargePercent')).toEqual([
      'Buyer extra charge (%) is required: the calculator computes with it.',
    ])
  })

  it('requires each figure label, kept to its length', async () => {
    const seeded = seededDoc('pricing')
    const missing = await validate({
      ...seeded,
      figureLabels: { ...seeded.figureLabels, sellerReceives: '' },
    })
    expect(errorsAt(missing, 'figureLabels.sellerReceives')).toEqual([
      SITE_MESSAGES.required('Seller receives'),
    ])
    const long = await validate({
      ...seeded,
      figureLabels: { ...seeded.figureLabels, buyerCharge: 'x'.repeat(21) },
    })
    expect(errorsAt(long, 'figureLabels.buyerCharge')).toEqual([
      SITE_MESSAGES.tooLong('Buyer: the extra charge’s words', 20),
    ])
  })

  it('documents the calculator’s arithmetic next to each rate', async () => {
    const { pricing } = await import('@escrova/schemas/schemaTypes/singletons/pricing')
    const descriptions = Object.fromEntries(pricing.fields.map((field) => [field.name, field.description]))
    expect(descriptions.escrowHandlingChargePercent).toContain('amount × this ÷ 100')
    expect(descriptions.sellerChargePercent).toContain('amount × (100 − this) ÷ 100')
    expect(descriptions.buyerExtraChargePercent).toContain('amount × (100 + this) ÷ 100')
  })
})

describe('site settings: contact details and links', () => {
  it('refuses an http store link and a store link that is not a URL', async () => {
    const markers = await validate({
      ...seededDoc('siteSettings'),
      androidStoreUrl: 'http://play.google.com/store/apps/details?id=ng.escrova.app',
      iosStoreUrl: 'apps.apple.com/ng/app/escrova',
    })
    expect(errorsAt(markers, 'androidStoreUrl')).toEqual([SITE_MESSAGES.httpsOnly])
    expect(errorsAt(markers, 'iosStoreUrl')).toEqual([SITE_MESSAGES.httpsOnly])
  })

  it('checks the email and phone with the wait-list’s rules and messages', async () => {
    const markers = await validate({
      ...seededDoc('siteSettings'),
      contactEmail: 'support@escrova',
      contactPhone: 'call us',
    })
    expect(errorsAt(markers, 'contactEmail')).toEqual([WAIT_LIST_MESSAGES.emailInvalid])
    expect(errorsAt(markers, 'contactPhone')).toEqual([WAIT_LIST_MESSAGES.phoneInvalid])
    const empty = await validate({ ...seededDoc('siteSettings'), contactEmail: undefined })
    expect(errorsAt(empty, 'contactEmail')).toEqual([WAIT_LIST_MESSAGES.emailRequired])
  })

  it('refuses an http social profile', async () => {
    const doc = seededDoc('siteSettings')
    doc.socials[0].url = 'http://www.facebook.com/escrova'
    const markers = await validate(doc)
    expect(errorsAt(markers, 'socials.*.url')).toEqual([SITE_MESSAGES.httpsOnly])
  })

  it('requires the Get Started button’s words and keeps them to 24 characters', async () => {
    const missing = await validate({ ...seededDoc('siteSettings'), getStartedLabel: '' })
    expect(errorsAt(missing, 'getStartedLabel')).toEqual([SITE_MESSAGES.required('Get Started button')])
    const long = await validate({ ...seededDoc('siteSettings'), getStartedLabel: 'x'.repeat(25) })
    expect(errorsAt(long, 'getStartedLabel')).toEqual([SITE_MESSAGES.tooLong('Get Started button', 24)])
  })

  it('requires every menu and footer word and each store badge line', async () => {
    const doc = seededDoc('siteSettings')
    doc.navLabels.pricing = ''
    doc.footerLabels.contactHeading = 'x'.repeat(31)
    delete doc.storeBadges.googlePlayName
    const markers = await validate(doc)
    expect(errorsAt(markers, 'navLabels.pricing')).toEqual([SITE_MESSAGES.required('Pricing')])
    expect(errorsAt(markers, 'footerLabels.contactHeading')).toEqual([
      SITE_MESSAGES.tooLong('Heading: Contact Us', 30),
    ])
    expect(errorsAt(markers, 'storeBadges.googlePlayName')).toEqual([
      SITE_MESSAGES.required('Google Play badge: store name'),
    ])
    const { footerLabels: _, ...withoutFooter } = seededDoc('siteSettings')
    expect(errorsAt(await validate(withoutFooter), 'footerLabels')).toEqual([
      SITE_MESSAGES.required('Footer headings and links'),
    ])
  })

  it('requires the other pages’ titles and the footer’s copyright end, each kept to its length', async () => {
    const doc = seededDoc('siteSettings')
    doc.blogsPage.title = ''
    doc.waitListPage.metaDescription = 'x'.repeat(161)
    doc.footerLabels.rightsReserved = 'x'.repeat(41)
    doc.skipLinkLabel = ''
    const markers = await validate(doc)
    expect(errorsAt(markers, 'blogsPage.title')).toEqual([SITE_MESSAGES.required('Page title')])
    expect(errorsAt(markers, 'waitListPage.metaDescription')).toEqual([
      SITE_MESSAGES.tooLong('Search description', 160),
    ])
    expect(errorsAt(markers, 'footerLabels.rightsReserved')).toEqual([
      SITE_MESSAGES.tooLong('Copyright line: end (All rights reserved.)', 40),
    ])
    expect(errorsAt(markers, 'skipLinkLabel')).toEqual([SITE_MESSAGES.required('Skip link')])
    const long = seededDoc('siteSettings')
    long.blogsPage.title = 'x'.repeat(41)
    expect(errorsAt(await validate(long), 'blogsPage.title')).toEqual([
      SITE_MESSAGES.tooLong('Page title', 40),
    ])
    const { rssFeed: _, ...withoutFeed } = seededDoc('siteSettings')
    expect(errorsAt(await validate(withoutFeed), 'rssFeed')).toEqual([
      SITE_MESSAGES.required('RSS feed (/rss.xml)'),
    ])
  })
})

describe('home page: required texts, lengths and links that fit the design', () => {
  it('requires the headline and keeps it to 90 characters', async () => {
    const missing = seededDoc('homePage')
    missing.hero.headline = ''
    expect(errorsAt(await validate(missing), 'hero.headline')).toEqual([SITE_MESSAGES.required('Headline')])
    const long = seededDoc('homePage')
    long.hero.headline = 'x'.repeat(91)
    expect(errorsAt(await validate(long), 'hero.headline')).toEqual([SITE_MESSAGES.tooLong('Headline', 90)])
  })

  it('requires the store buttons’ words and the latest-articles heading, within their lengths', async () => {
    const doc = seededDoc('homePage')
    doc.features.buttonLabel = ''
    doc.appAdvantage.buttonLabel = 'x'.repeat(25)
    doc.latestPosts.heading = ''
    const markers = await validate(doc)
    expect(errorsAt(markers, 'features.buttonLabel')).toEqual([SITE_MESSAGES.required('Button')])
    expect(errorsAt(markers, 'appAdvantage.buttonLabel')).toEqual([SITE_MESSAGES.tooLong('Button', 24)])
    expect(errorsAt(markers, 'latestPosts.heading')).toEqual([SITE_MESSAGES.required('Heading')])
    const pricing = await validate({ ...seededDoc('pricing'), amountLabel: undefined })
    expect(errorsAt(pricing, 'amountLabel')).toEqual([SITE_MESSAGES.required('Amount field label')])
  })

  it('holds at most four "Why use our app" cards, each linking somewhere safe', async () => {
    const doc = seededDoc('homePage')
    doc.whyUseOurApp.cards.push({ ...doc.whyUseOurApp.cards[0], _key: 'extra' })
    doc.whyUseOurApp.cards[1].link = 'javascript:alert(1)'
    const markers = await validate(doc)
    expect(errorsAt(markers, 'whyUseOurApp.cards')).toEqual(['Cards: at most 4 fit the design.'])
    expect(errorsAt(markers, 'whyUseOurApp.cards.*.link')).toEqual([LINK_MESSAGES.unsafe])
  })

  it('lists each FAQ item once', async () => {
    const doc = seededDoc('homePage')
    doc.faq.items.push({ ...doc.faq.items[0], _key: 'again' })
    expect(errorsAt(await validate(doc), 'faq.items')).toEqual([
      'Questions: each may appear once ("faq-1" is used twice).',
    ])
  })
})

describe('documents', () => {
  it('requires a partner logo’s alternative text', async () => {
    const doc = seededDoc('partner-1')
    doc.logo.alt = ''
    expect(errorsAt(await validate(doc), 'logo.alt')).toEqual([SITE_MESSAGES.altRequired])
  })

  it('takes ratings from 1 to 5 in half stars', async () => {
    for (const [rating, expected] of [
      [4.5, []],
      [4.3, [RATING_MESSAGE]],
      [6, [RATING_MESSAGE]],
    ] as const) {
      const doc = { ...seededDoc('testimonial-adaeze'), rating }
      expect(errorsAt(await validate(doc), 'rating'), String(rating)).toEqual(expected)
    }
  })

  it('keeps legal anchors well-formed and unique on a page', async () => {
    const doc = seededDoc('legal-privacy-policy')
    doc.sections[1].anchor = doc.sections[0].anchor
    doc.sections[2].anchor = 'Not An Anchor'
    const markers = await validate(doc)
    expect(errorsAt(markers, 'sections')).toEqual([
      'Each anchor may be used once ("collection" is used twice).',
    ])
    expect(errorsAt(markers, 'sections.*.anchor')).toEqual([SITE_MESSAGES.anchor])
  })

  it('requires each page’s title and keeps its search description to 160 characters', async () => {
    const about = await validate({ ...seededDoc('aboutPage'), title: '', metaDescription: 'x'.repeat(161) })
    expect(errorsAt(about, 'title')).toEqual([SITE_MESSAGES.required('Page title')])
    expect(errorsAt(about, 'metaDescription')).toEqual([SITE_MESSAGES.tooLong('Search description', 160)])
    const terms = await validate({ ...seededDoc('legal-terms'), metaDescription: undefined })
    expect(errorsAt(terms, 'metaDescription')).toEqual([SITE_MESSAGES.required('Search description')])
  })

  it('requires the legal page’s last-updated date', async () => {
    const doc = { ...seededDoc('legal-terms'), lastUpdated: undefined }
    expect(errorsAt(await validate(doc), 'lastUpdated')).toEqual([SITE_MESSAGES.required('Last updated')])
  })

  it('requires the privacy policy’s own lines there, and not on the terms', async () => {
    const { contentsHeading: _, closing: __, ...privacy } = seededDoc('legal-privacy-policy')
    const markers = await validate(privacy)
    expect(errorsAt(markers, 'contentsHeading')).toEqual([PRIVACY_LINE_MESSAGE('Contents heading')])
    expect(errorsAt(markers, 'closing')).toEqual([PRIVACY_LINE_MESSAGE('Contact section')])
    const long = seededDoc('legal-privacy-policy')
    long.readAlso.linkText = 'x'.repeat(41)
    expect(errorsAt(await validate(long), 'readAlso.linkText')).toEqual([
      SITE_MESSAGES.tooLong('Link text', 40),
    ])
    expect(await errors(seededDoc('legal-terms'))).toEqual([])
  })
})
