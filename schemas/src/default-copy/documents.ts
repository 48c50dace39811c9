import { DEFAULT_LANGUAGE } from '@escrova/schemas/languages'
import { DEFAULT_PRICING_AMOUNT, PRICING_RATES } from '@escrova/schemas/pricing'
import { BRAND_NAME } from '@escrova/schemas/settings'
import { LANGUAGE_FIELD, TRANSLATED_TYPES } from '@escrova/schemas/translations'
import { ABOUT_COPY, HOME_HEADS, PRICING_COPY, SERVICES_PAGE_COPY, SITE_SETTINGS_COPY } from './facts.ts'
import {
  ABOUT_BLOCK,
  ACTIVITY_CARDS,
  APP_ADVANTAGE,
  DOWNLOAD_APP,
  FAQS,
  FEATURES,
  HERO,
  HOME_LABELS,
  HOW_IT_WORKS,
  PARTNER_LOGOS,
  PARTNERS_HEADING,
  STATS,
  TESTIMONIALS,
  WHY_CARDS,
} from './home.ts'
import { PRIVACY_INTRO, PRIVACY_LINES, PRIVACY_SECTIONS } from './privacy.ts'
import { ALL_SERVICES, SERVICE_PAGES } from './services.ts'
import { TERMS_SECTIONS } from './terms.ts'

/**
 * The site's default copy as Sanity documents: the words the site showed before they moved to the Studio. Pure
 * data, no file access. The lake's seed writes them into its dataset (`lake/seed/build.ts`), and the site's loaders
 * fall back to them (`site/app/content/seeded-copy.server.ts`) when a document is missing or invalid. Images are
 * Sanity import pointers (`_sanityAsset`) to files the seed keeps beside its dataset (`lake/seed/images/`).
 */

export type SiteSeedDocument = { _id: string; _type: string } & Record<string, unknown>

/** Seed image file name → the path the site served it from before the move. */
export const SITE_SEED_IMAGES: Record<string, string> = Object.fromEntries([
  ...PARTNER_LOGOS.map((logo, index) => [`partner-${index + 1}.svg`, logo.src]),
  ...TESTIMONIALS.map((t) => [`testimonial-${t.image.split('/').pop()}`, t.image]),
])

const PARTNER_NAMES = ['Kanopy', 'Tradewell', 'Pyramid Pay', 'Archway']

const keyed = <T extends object>(items: readonly T[], prefix: string) =>
  items.map((item, index) => ({ _key: `${prefix}${index}`, ...item }))
const reference = (id: string, key: string) => ({ _type: 'reference', _ref: id, _key: key })
const image = (file: string, alt: string) => ({
  _type: 'image',
  _sanityAsset: `image@file://./images/${file}`,
  alt,
})
const slug = (current: string) => ({ _type: 'slug', current })

/** Paragraphs (strings) and lists (string arrays) → Portable Text with stable keys. */
export function legalBlocks(body: readonly (string | readonly string[])[], prefix: string) {
  const lines: { text: string; listItem?: 'bullet' }[] = body.flatMap((item) =>
    typeof item === 'string' ? [{ text: item }] : item.map((text) => ({ text, listItem: 'bullet' as const })),
  )
  return lines.map((line, index) => ({
    _type: 'block',
    _key: `${prefix}b${index}`,
    style: 'normal',
    ...(line.listItem ? { listItem: line.listItem, level: 1 } : {}),
    markDefs: [],
    children: [{ _type: 'span', _key: `${prefix}b${index}s0`, text: line.text, marks: [] }],
  }))
}

export const SITE_IDS = {
  faq: (index: number) => `faq-${index + 1}`,
  testimonial: (name: string) => `testimonial-${name.split(' ')[0].toLowerCase()}`,
  partner: (index: number) => `partner-${index + 1}`,
  service: (id: string) => `service-${id}`,
  servicePage: (slug: string) => `service-page-${slug}`,
  legalPage: (slug: string) => `legal-${slug}`,
}

function listDocuments(): SiteSeedDocument[] {
  return [
    ...FAQS.map((faq, index) => ({ _id: SITE_IDS.faq(index), _type: 'faqItem', ...faq })),
    ...TESTIMONIALS.map(({ image: src, ...t }) => ({
      _id: SITE_IDS.testimonial(t.name),
      _type: 'testimonial',
      ...t,
      photo: image(`testimonial-${src.split('/').pop()}`, t.name),
    })),
    ...PARTNER_LOGOS.map((logo, index) => ({
      _id: SITE_IDS.partner(index),
      _type: 'partner',
      name: PARTNER_NAMES[index],
      logo: image(`partner-${index + 1}.svg`, logo.alt),
    })),
  ]
}

function homePage(): SiteSeedDocument {
  return {
    _id: 'homePage',
    _type: 'homePage',
    hero: { ...HERO, activityTitle: HOME_LABELS.activityTitle, activityCards: keyed(ACTIVITY_CARDS, 'card') },
    partners: {
      heading: PARTNERS_HEADING,
      items: PARTNER_LOGOS.map((_, index) => reference(SITE_IDS.partner(index), `p${index}`)),
    },
    aboutBlock: ABOUT_BLOCK,
    howItWorks: { ...HOME_HEADS.howItWorks, steps: keyed(HOW_IT_WORKS, 'step') },
    appAdvantage: { ...APP_ADVANTAGE, buttonLabel: HOME_LABELS.appAdvantageButton },
    whyUseOurApp: {
      ...HOME_HEADS.whyUseOurApp,
      cards: keyed(
        WHY_CARDS.map(({ to, ...card }) => ({ ...card, link: to })),
        'why',
      ),
    },
    stats: keyed(STATS, 'stat'),
    faq: { ...HOME_HEADS.faq, items: FAQS.map((_, index) => reference(SITE_IDS.faq(index), `f${index}`)) },
    testimonials: {
      ...HOME_HEADS.testimonials,
      items: TESTIMONIALS.map((t, index) => reference(SITE_IDS.testimonial(t.name), `t${index}`)),
    },
    features: {
      ...FEATURES,
      items: keyed(FEATURES.items, 'feature'),
      buttonLabel: HOME_LABELS.featuresButton,
    },
    downloadApp: DOWNLOAD_APP,
    latestPosts: HOME_LABELS.latestPosts,
  }
}

function serviceDocuments(): SiteSeedDocument[] {
  const services = ALL_SERVICES.map((item) => ({
    _id: SITE_IDS.service(item.id),
    _type: 'service',
    title: item.title,
    anchor: item.id,
    summary: item.text,
    ...(item.to ? { link: item.to } : {}),
  }))
  const pages = Object.values(SERVICE_PAGES).map((page) => {
    const pageSlug = page.path.replace('/services/', '')
    return {
      _id: SITE_IDS.servicePage(pageSlug),
      _type: 'servicePage',
      title: page.title,
      slug: slug(pageSlug),
      description: page.description,
      intro: page.intro,
      sections: page.sections.map((section, index) => ({
        _key: `section${index}`,
        ...(section.id ? { anchor: section.id } : {}),
        heading: section.heading,
        paragraphs: section.paragraphs,
        ...(section.points ? { points: section.points } : {}),
      })),
    }
  })
  const servicesPage = {
    _id: 'servicesPage',
    _type: 'servicesPage',
    ...SERVICES_PAGE_COPY,
    services: ALL_SERVICES.map((item, index) => reference(SITE_IDS.service(item.id), `s${index}`)),
  }
  return [...services, ...pages, servicesPage]
}

function legalDocuments(): SiteSeedDocument[] {
  return [
    {
      _id: SITE_IDS.legalPage('terms'),
      _type: 'legalPage',
      title: 'Terms and Conditions',
      metaDescription: `The terms of the ${BRAND_NAME} escrow service: fees, delivery confirmation, disputes, suspension and governing law.`,
      slug: slug('terms'),
      // The terms page shows no date today; the field is there for the next revision.
      lastUpdated: '2024-05-01',
      sections: TERMS_SECTIONS.map((section, index) => ({
        _type: 'legalSection',
        _key: `section${index + 1}`,
        heading: section.heading,
        anchor: `section-${index + 1}`,
        body: legalBlocks(section.body, `s${index + 1}`),
      })),
    },
    {
      _id: SITE_IDS.legalPage('privacy-policy'),
      _type: 'legalPage',
      title: 'Privacy Policy',
      metaDescription: `How ${BRAND_NAME} collects, uses, shares and protects your personal data.`,
      slug: slug('privacy-policy'),
      // "Last updated: May 2024" (docs/product-rules.md#legal-pages).
      lastUpdated: '2024-05-01',
      intro: legalBlocks([PRIVACY_INTRO], 'intro'),
      ...PRIVACY_LINES,
      sections: PRIVACY_SECTIONS.map((section) => ({
        _type: 'legalSection',
        _key: section.id,
        heading: section.heading,
        anchor: section.id,
        body: legalBlocks(section.body, section.id),
      })),
    },
  ]
}

function singletonDocuments(): SiteSeedDocument[] {
  return [
    {
      _id: 'siteSettings',
      _type: 'siteSettings',
      ...SITE_SETTINGS_COPY,
      socials: keyed(SITE_SETTINGS_COPY.socials, 'social'),
    },
    {
      _id: 'aboutPage',
      _type: 'aboutPage',
      ...ABOUT_COPY,
      values: { ...ABOUT_COPY.values, items: keyed(ABOUT_COPY.values.items, 'value') },
    },
    {
      _id: 'pricing',
      _type: 'pricing',
      ...PRICING_COPY,
      amountLabel: HOME_LABELS.amountLabel,
      figureLabels: HOME_LABELS.figureLabels,
      // Rates are stored as percentages: 0.02 → 2.
      escrowHandlingChargePercent: Math.round(PRICING_RATES.escrowHandlingCharge * 10_000) / 100,
      sellerChargePercent: Math.round(PRICING_RATES.sellerCharge * 10_000) / 100,
      buyerExtraChargePercent: Math.round(PRICING_RATES.buyerExtraCharge * 10_000) / 100,
      defaultAmount: DEFAULT_PRICING_AMOUNT,
    },
  ]
}

/** Every site-copy document, referenced documents before the pages that list them. */
export function buildSiteDocuments(): SiteSeedDocument[] {
  const documents = [
    ...listDocuments(),
    ...serviceDocuments(),
    ...legalDocuments(),
    ...singletonDocuments(),
    homePage(),
  ]
  // English, in the translation plugin's field: the Studio's translations menu starts from a document's language.
  const translated = new Set<string>(TRANSLATED_TYPES)
  return documents.map((document) =>
    translated.has(document._type) ? { ...document, [LANGUAGE_FIELD]: DEFAULT_LANGUAGE } : document,
  )
}
