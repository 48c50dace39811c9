/**
 * The GROQ for every page's copy (docs/product-rules.md#site-copy), in one module so
 * `npm run typegen -w @escrova/studio` types each result (`schemas/src/sanity.types.ts`). Projections name exactly
 * what a page shows; images come as `{alt, url}`.
 */
import { IN_DEFAULT_LANGUAGE, IN_LANGUAGE, LANGUAGE_FIELD } from '@escrova/schemas/translations'
import { defineQuery } from 'groq'

const SITE_SETTINGS_FIELDS = `{
  brandName, companyName, footerTagline, defaultDescription, noFees, feesNote,
  contactEmail, contactPhone, contactAddress, supportHours,
  androidStoreUrl, iosStoreUrl,
  socials[]{network, url},
  getStartedLabel, allServicesLabel, skipLinkLabel, breadcrumbHomeLabel,
  storeBadges{appStoreLead, appStoreName, googlePlayLead, googlePlayName},
  navLabels{home, aboutUs, services, escrowCheckout, paymentLinks, billing, pricing, blogs, ourApp, contact},
  footerLabels{
    pagesHeading, home, aboutUs, services, ourApp, blog,
    utilityHeading, privacy, terms, voting, billing, contactHeading, supportLead, rightsReserved
  },
  blogsPage{title, metaDescription},
  waitListPage{title, metaDescription},
  contactPage{
    title, metaDescription, lead, channelsHeading,
    addressLabel, emailLabel, phoneLabel, hoursLabel, socialsHeading
  },
  inviteFriendsPage{title},
  rssFeed{title, description}
}`

export const SITE_SETTINGS_QUERY = defineQuery(
  `*[_type == "siteSettings" && _id == "siteSettings"][0]${SITE_SETTINGS_FIELDS}`,
)

/** The same in another language (param `language`): the translation of the singleton, a document of its own. */
export const SITE_SETTINGS_TRANSLATION_QUERY = defineQuery(
  `*[_type == "siteSettings" && ${IN_LANGUAGE}][0]${SITE_SETTINGS_FIELDS}`,
)

const HOME_PAGE_FIELDS = `{
  hero{badge, badgeText, headline, description, activityTitle, activityCards[]{title, detail, amount, status}},
  partners{heading, "items": items[]->{name, "logo": logo{alt, "url": asset->url}}},
  aboutBlock{eyebrow, heading, text, points},
  howItWorks{eyebrow, heading, steps[]{title, text}},
  appAdvantage{eyebrow, heading, points, buttonLabel},
  whyUseOurApp{eyebrow, heading, cards[]{title, text, link}},
  stats[]{value, suffix, label},
  faq{eyebrow, heading, "items": items[]->{question, answer}},
  testimonials{eyebrow, heading, "items": items[]->{name, role, feedback, rating, "photo": photo{alt, "url": asset->url}}},
  features{eyebrow, heading, items[]{title, text}, buttonLabel},
  downloadApp{heading, text},
  latestPosts{eyebrow, heading, emptyText, emptyLinkText}
}`

export const HOME_PAGE_QUERY = defineQuery(
  `*[_type == "homePage" && _id == "homePage"][0]${HOME_PAGE_FIELDS}`,
)

/** The same in another language (param `language`): the translation of the singleton, a document of its own. */
export const HOME_PAGE_TRANSLATION_QUERY = defineQuery(
  `*[_type == "homePage" && ${IN_LANGUAGE}][0]${HOME_PAGE_FIELDS}`,
)

const ABOUT_PAGE_FIELDS = `{
  title, metaDescription,
  whoWeAre{eyebrow, heading, lead, text},
  mission{heading, text},
  vision{heading, text},
  values{eyebrow, heading, items[]{title, text}},
  valueProposition{eyebrow, heading, points}
}`

export const ABOUT_PAGE_QUERY = defineQuery(
  `*[_type == "aboutPage" && _id == "aboutPage"][0]${ABOUT_PAGE_FIELDS}`,
)

/** The same in another language (param `language`): the translation of the singleton, a document of its own. */
export const ABOUT_PAGE_TRANSLATION_QUERY = defineQuery(
  `*[_type == "aboutPage" && ${IN_LANGUAGE}][0]${ABOUT_PAGE_FIELDS}`,
)

const PRICING_FIELDS = `{
  eyebrow, heading, lead, amountLabel, figureLabels,
  escrowHandlingChargePercent, sellerChargePercent, buyerExtraChargePercent, defaultAmount
}`

/** Rates are percentages (2 = 2%); the calculator divides by 100 (see the pricing schema's descriptions). */
export const PRICING_QUERY = defineQuery(`*[_type == "pricing" && _id == "pricing"][0]${PRICING_FIELDS}`)

/** The same in another language (param `language`): the translation of the singleton, a document of its own. */
export const PRICING_TRANSLATION_QUERY = defineQuery(
  `*[_type == "pricing" && ${IN_LANGUAGE}][0]${PRICING_FIELDS}`,
)

const SERVICES_PAGE_FIELDS = `{
  title, metaDescription, heading, lead,
  "services": services[]->{title, anchor, summary, link},
  "moreServicePages": *[_type == "servicePage" && ${IN_DEFAULT_LANGUAGE} && defined(slug.current)
    && !(("/services/" + slug.current) in ^.services[]->link)] | order(title asc){
    title, "slug": slug.current, description
  }
}`

/**
 * `moreServicePages`: the published service pages none of the listed services links yet (an editor's new page shows
 * at once; the list's order stays the editors'). Its read names every service page, so publishing or deleting one
 * refreshes the page.
 */
export const SERVICES_PAGE_QUERY = defineQuery(
  `*[_type == "servicesPage" && _id == "servicesPage"][0]${SERVICES_PAGE_FIELDS}`,
)

/** The same in another language (param `language`): the translation of the singleton, a document of its own. */
export const SERVICES_PAGE_TRANSLATION_QUERY = defineQuery(
  `*[_type == "servicesPage" && ${IN_LANGUAGE}][0]${SERVICES_PAGE_FIELDS}`,
)

const SERVICE_PAGE_FIELDS = `{
  title, "slug": slug.current, description, intro,
  sections[]{anchor, heading, paragraphs, points}
}`

/** Params: `slug` (any published service page's: escrow, payment-links, billing, virtual-cards, voting, …). */
export const SERVICE_PAGE_QUERY = defineQuery(
  `*[_type == "servicePage" && ${IN_DEFAULT_LANGUAGE} && slug.current == $slug][0]${SERVICE_PAGE_FIELDS}`,
)

/** Params: `slug`, `language`: the translation, which keeps its English original's slug. */
export const SERVICE_PAGE_TRANSLATION_QUERY = defineQuery(
  `*[_type == "servicePage" && ${IN_LANGUAGE} && slug.current == $slug][0]${SERVICE_PAGE_FIELDS}`,
)

/** Whether any service page has this slug, answered even when it has gaps (404 or 503, `routes/service.tsx`). */
export const SERVICE_PAGE_EXISTS_QUERY = defineQuery(
  `count(*[_type == "servicePage" && ${IN_DEFAULT_LANGUAGE} && slug.current == $slug])`,
)

const LEGAL_PAGE_FIELDS = `{
  title, metaDescription, "slug": slug.current, lastUpdated, intro,
  contentsHeading, readAlso{text, linkText}, closing{heading, text, linkText},
  sections[]{heading, anchor, body}
}`

/** Params: `slug` (terms, privacy-policy). */
export const LEGAL_PAGE_QUERY = defineQuery(
  `*[_type == "legalPage" && ${IN_DEFAULT_LANGUAGE} && slug.current == $slug][0]${LEGAL_PAGE_FIELDS}`,
)

/** Params: `slug`, `language`. */
export const LEGAL_PAGE_TRANSLATION_QUERY = defineQuery(
  `*[_type == "legalPage" && ${IN_LANGUAGE} && slug.current == $slug][0]${LEGAL_PAGE_FIELDS}`,
)

/** The languages with a published home page: the languages visitors are shown (`visibleLanguages`). */
export const HOME_PAGE_LANGUAGES_QUERY = defineQuery(`*[_type == "homePage"].${LANGUAGE_FIELD}`)

/**
 * The languages a page about one document is in. Params: `type` and `slug` (a post, a service page, a legal page);
 * an English document without `language` counts as English.
 */
export const DOCUMENT_LANGUAGES_QUERY = defineQuery(
  `*[_type == $type && slug.current == $slug].${LANGUAGE_FIELD}`,
)
