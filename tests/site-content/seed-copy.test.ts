import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildSiteDocuments } from '@escrova/schemas/default-copy/documents'
import {
  DEFAULT_PRICING_AMOUNT,
  PRICING_RATES,
  priceBreakdown,
  ratesFromPercentages,
} from '@escrova/schemas/pricing'
import { describe, expect, it } from 'vitest'
import { readSeed } from '../../lake/test/support/seed.ts'
import type {
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
  ABOUT_PAGE_QUERY,
  HOME_PAGE_QUERY,
  LEGAL_PAGE_QUERY,
  PRICING_QUERY,
  SERVICE_PAGE_QUERY,
  SERVICES_PAGE_QUERY,
  SITE_SETTINGS_QUERY,
} from '../../site/app/content/queries.ts'
import { querySeededCopy } from '../../site/app/content/seeded-copy.server.ts'
import { ABOUT_PAGE_TEXTS } from './frozen/about.ts'
import { FOOTER_LINES } from './frozen/footer.ts'
import * as home from './frozen/home-content.ts'
import { HOME_INLINE_WORDS } from './frozen/home-labels.ts'
import { LAYOUT_LABELS } from './frozen/layout-labels.ts'
import { DEFAULT_DESCRIPTION, PAGE_TITLES, SETTINGS_PAGE_TITLES } from './frozen/page-meta.ts'
import { PRIVACY_INTRO, PRIVACY_LAST_UPDATED, PRIVACY_SECTIONS } from './frozen/privacy-content.ts'
import { PRIVACY_PAGE_LINES } from './frozen/privacy-lines.ts'
import { ALL_SERVICES, ALL_SERVICES_HEAD, SERVICE_PAGES } from './frozen/services-content.ts'
import { SITE_FACTS_BEFORE_STUDIO } from './frozen/site-facts.ts'
import { TERMS_SECTIONS } from './frozen/terms-content.ts'

// The seed is the copy the site showed before it moved to the Studio, word for word: each page's copy, read with
// the page's own query from the seeded documents (the loaders' fallback path, and what a fresh lake serves), equals
// the copy frozen in ./frozen/ when each page stopped reading code constants (and the site facts' defaults). A seed edit
// that changes what a fresh site shows fails it.
/** What a page's loader returns: the shape the seeded copy is read in. */
type CopyOf<Loader extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<Loader>>

type PortableBlock = { listItem?: string; children?: { text?: string }[] }
/** Portable Text back to the code's form: paragraphs as strings, consecutive list items as one string array. */
function toCodeBlocks(blocks: PortableBlock[]): (string | string[])[] {
  const out: (string | string[])[] = []
  for (const block of blocks) {
    const text = (block.children ?? []).map((span) => span.text ?? '').join('')
    const last = out.at(-1)
    if (!block.listItem) out.push(text)
    else if (Array.isArray(last)) last.push(text)
    else out.push([text])
  }
  return out
}

describe('seeded copy equals what the site shows today', () => {
  it('site settings: brand, contact, stores, socials, footer lines, buttons, menu words and other pages’ titles', async () => {
    const copy = await querySeededCopy<CopyOf<typeof loadSiteSettings>>(SITE_SETTINGS_QUERY)
    expect(copy).toMatchObject({ ...SITE_FACTS_BEFORE_STUDIO, ...FOOTER_LINES })
    expect(copy).toMatchObject(LAYOUT_LABELS)
    expect(copy.defaultDescription).toBe(DEFAULT_DESCRIPTION)
    const { blogsPage, waitListPage, inviteFriendsPage, rssFeed } = copy
    expect({ blogsPage, waitListPage, inviteFriendsPage, rssFeed }).toEqual(SETTINGS_PAGE_TITLES)
  })

  it('home page: every section, in order', async () => {
    const copy = await querySeededCopy<CopyOf<typeof loadHomePage>>(HOME_PAGE_QUERY)
    const { activityCards, activityTitle, ...hero } = copy.hero
    expect(hero).toEqual(home.HERO)
    expect(activityCards).toEqual(home.ACTIVITY_CARDS)
    expect(copy.partners.heading).toBe(home.PARTNERS_HEADING)
    expect(copy.partners.items.map((p) => ({ src: p.logo.url, alt: p.logo.alt }))).toEqual(home.PARTNER_LOGOS)
    expect(copy.aboutBlock).toEqual(home.ABOUT_BLOCK)
    expect(copy.howItWorks.steps).toEqual(home.HOW_IT_WORKS)
    const { buttonLabel: advantageButton, ...appAdvantage } = copy.appAdvantage
    expect(appAdvantage).toEqual(home.APP_ADVANTAGE)
    expect(copy.whyUseOurApp.cards).toEqual(home.WHY_CARDS.map(({ to, ...card }) => ({ ...card, link: to })))
    expect(copy.stats).toEqual(home.STATS)
    expect(copy.faq.items).toEqual(home.FAQS)
    expect(copy.testimonials.items.map(({ photo, ...t }) => ({ ...t, image: photo.url }))).toEqual(
      home.TESTIMONIALS.map(({ image, ...t }) => ({ ...t, image })),
    )
    const { buttonLabel: featuresButton, ...features } = copy.features
    expect(features).toEqual(home.FEATURES)
    expect(copy.downloadApp).toEqual(home.DOWNLOAD_APP)
    const heads = Object.fromEntries(
      (['howItWorks', 'whyUseOurApp', 'faq', 'testimonials'] as const).map((key) => [
        key,
        { eyebrow: copy[key].eyebrow, heading: copy[key].heading },
      ]),
    )
    expect(heads).toEqual(home.SECTION_HEADS)
    const { amountLabel: _amount, figureLabels: _figures, ...inlineWords } = HOME_INLINE_WORDS
    expect({
      activityTitle,
      appAdvantageButton: advantageButton,
      featuresButton,
      latestPosts: copy.latestPosts,
    }).toEqual(inlineWords)
  })

  it('about page: who we are, mission, vision, the five values, value proposition', async () => {
    const copy = await querySeededCopy<CopyOf<typeof loadAboutPage>>(ABOUT_PAGE_QUERY)
    expect(copy.values.items).toHaveLength(5)
    const { whoWeAre, mission, vision, values, valueProposition } = copy
    expect([
      ...Object.values(whoWeAre),
      ...Object.values(mission),
      ...Object.values(vision),
      values.eyebrow,
      values.heading,
      ...values.items.flatMap((value) => [value.title, value.text]),
      valueProposition.eyebrow,
      valueProposition.heading,
      ...valueProposition.points,
    ]).toEqual(ABOUT_PAGE_TEXTS)
  })

  it('pricing: the calculator’s rates as percentages, its amount and its words', async () => {
    const copy = await querySeededCopy<CopyOf<typeof loadPricing>>(PRICING_QUERY)
    expect(ratesFromPercentages(copy)).toEqual(PRICING_RATES)
    // The calculator's figures for the seeded rates are today's: ₦10,000 → 200, 9,900, 10,100.
    expect(priceBreakdown(10_000, ratesFromPercentages(copy))).toEqual(priceBreakdown(10_000))
    expect(copy.defaultAmount).toBe(DEFAULT_PRICING_AMOUNT)
    expect({ eyebrow: copy.eyebrow, heading: copy.heading, lead: copy.lead }).toEqual(home.PRICING_WORDS)
    expect(copy.amountLabel).toBe(HOME_INLINE_WORDS.amountLabel)
    expect(copy.figureLabels).toEqual(HOME_INLINE_WORDS.figureLabels)
  })

  it('services: the list page in order, and every service page', async () => {
    const copy = await querySeededCopy<CopyOf<typeof loadServicesPage>>(SERVICES_PAGE_QUERY)
    expect(copy.services).toEqual(
      ALL_SERVICES.map((s) => ({ title: s.title, anchor: s.id, summary: s.text, link: s.to ?? null })),
    )
    expect({ heading: copy.heading, lead: copy.lead }).toEqual(ALL_SERVICES_HEAD)
    for (const page of Object.values(SERVICE_PAGES)) {
      const slug = page.path.replace('/services/', '')
      const seeded = await querySeededCopy<CopyOf<typeof loadServicePage>>(SERVICE_PAGE_QUERY, { slug })
      expect(seeded).toEqual({
        title: page.title,
        slug,
        description: page.description,
        intro: page.intro,
        sections: page.sections.map((s) => ({
          anchor: s.id ?? null,
          heading: s.heading,
          paragraphs: s.paragraphs,
          points: s.points ?? null,
        })),
      })
    }
  })

  it('terms: 21 sections with anchors section-1 … section-21, word for word', async () => {
    const copy = await querySeededCopy<CopyOf<typeof loadLegalPage>>(LEGAL_PAGE_QUERY, { slug: 'terms' })
    expect(copy.sections).toHaveLength(21)
    expect(copy.sections.map((s) => s.anchor)).toEqual(TERMS_SECTIONS.map((_, i) => `section-${i + 1}`))
    expect(copy.sections.map((s) => ({ heading: s.heading, body: toCodeBlocks(s.body) }))).toEqual(
      TERMS_SECTIONS,
    )
  })

  it('privacy: the anchors the contents list links to, the intro, its own lines and "Last updated: May 2024"', async () => {
    const copy = await querySeededCopy<CopyOf<typeof loadPrivacyPage>>(LEGAL_PAGE_QUERY, {
      slug: 'privacy-policy',
    })
    expect(
      copy.sections.map((s) => ({ id: s.anchor, heading: s.heading, body: toCodeBlocks(s.body) })),
    ).toEqual(PRIVACY_SECTIONS)
    expect(toCodeBlocks(copy.intro ?? [])).toEqual([PRIVACY_INTRO])
    const { contentsHeading, readAlso, closing } = copy
    expect({ contentsHeading, readAlso, closing }).toEqual(PRIVACY_PAGE_LINES)
    const lastUpdated = new Date(`${copy.lastUpdated}T00:00:00Z`).toLocaleDateString('en-GB', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    })
    expect(lastUpdated).toBe(PRIVACY_LAST_UPDATED)
  })
})

describe('seeded page titles and search descriptions equal the ones the routes wrote', () => {
  it('about, all services, terms and privacy', async () => {
    const titleOf = async (query: string, params: Record<string, unknown> = {}) => {
      const { title, metaDescription } = await querySeededCopy<{ title: string; metaDescription: string }>(
        query,
        params,
      )
      return { title, metaDescription }
    }
    expect({
      about: await titleOf(ABOUT_PAGE_QUERY),
      services: await titleOf(SERVICES_PAGE_QUERY),
      terms: await titleOf(LEGAL_PAGE_QUERY, { slug: 'terms' }),
      privacy: await titleOf(LEGAL_PAGE_QUERY, { slug: 'privacy-policy' }),
    }).toEqual(PAGE_TITLES)
  })
})

describe('the committed seed holds the site copy', () => {
  it('dataset.ndjson has every site document exactly as the seed build makes it (regenerate if this fails)', () => {
    const committed = new Map(readSeed().map((doc) => [doc._id, doc]))
    for (const doc of buildSiteDocuments()) expect(committed.get(doc._id), doc._id).toEqual(doc)
  })

  it('ships the site’s own SVG logos and photos as the seed images', () => {
    const images = buildSiteDocuments().flatMap(
      (doc) => JSON.stringify(doc).match(/images\/[\w-]+\.svg/g) ?? [],
    )
    expect(images).toHaveLength(10)
    for (const image of images) {
      const file = readFileSync(join(import.meta.dirname, '../../lake/seed', image), 'utf8')
      expect(file, image).toMatch(/^<svg /)
    }
  })
})
