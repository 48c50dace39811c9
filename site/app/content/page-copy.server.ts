/**
 * Loader-side reads of every page's copy (docs/product-rules.md#site-copy). Each returns the dataset's copy when it is whole; a missing
 * document, a section with a gap, or an unreachable content API gives the seeded copy for what is missing, and a
 * warning in the server log. A page never renders a blank section or fails because of its copy. The seeded copy is
 * read only then, and is computed once per process (`seeded-copy.server.ts`), so a whole document costs one fetch.
 */

import { DEFAULT_LANGUAGE, type LanguageCode, visibleLanguages } from '@escrova/schemas/languages'
import type {
  ABOUT_PAGE_QUERY_RESULT,
  HOME_PAGE_QUERY_RESULT,
  LEGAL_PAGE_QUERY_RESULT,
  PRICING_QUERY_RESULT,
  SERVICE_PAGE_QUERY_RESULT,
  SERVICES_PAGE_QUERY_RESULT,
  SITE_SETTINGS_QUERY_RESULT,
} from '@escrova/schemas/sanity.types'
import { type CopyShape, copyGaps, type Whole, withSeededSections } from './copy-gaps.ts'
import { COPY_SHAPES, type PRIVACY_LINES } from './copy-shapes.ts'
import {
  ABOUT_PAGE_QUERY,
  ABOUT_PAGE_TRANSLATION_QUERY,
  HOME_PAGE_LANGUAGES_QUERY,
  HOME_PAGE_QUERY,
  HOME_PAGE_TRANSLATION_QUERY,
  LEGAL_PAGE_QUERY,
  LEGAL_PAGE_TRANSLATION_QUERY,
  PRICING_QUERY,
  PRICING_TRANSLATION_QUERY,
  SERVICE_PAGE_QUERY,
  SERVICE_PAGE_TRANSLATION_QUERY,
  SERVICES_PAGE_QUERY,
  SERVICES_PAGE_TRANSLATION_QUERY,
  SITE_SETTINGS_QUERY,
  SITE_SETTINGS_TRANSLATION_QUERY,
} from './queries.ts'
import { querySeededCopy } from './seeded-copy.server.ts'
import { translatedCopy } from './translated-copy.server.ts'

/** Site settings that are facts, the same in every language: contacts, store listings, socials, brand. */
const SITE_FACT_KEYS = [
  'brandName',
  'companyName',
  'contactEmail',
  'contactPhone',
  'contactAddress',
  'androidStoreUrl',
  'iosStoreUrl',
  'socials',
]
/** The calculator's rates and default amount: the English document's, whatever the page's language. */
const PRICING_FACT_KEYS = [
  'escrowHandlingChargePercent',
  'sellerChargePercent',
  'buyerExtraChargePercent',
  'defaultAmount',
]

/** What loaders read with: the site's content reader or any @sanity/client. */
export interface CopyReader {
  fetch<T>(query: string, params?: Record<string, unknown>): Promise<T>
}

async function loadCopy<T, const Optional extends string = never, const Opaque extends string = never>(
  reader: CopyReader,
  name: string,
  query: string,
  shape: CopyShape<Optional, Opaque>,
  params: Record<string, unknown> = {},
): Promise<Whole<NonNullable<T>, Optional, Opaque>> {
  type Copy = Whole<NonNullable<T>, Optional, Opaque>
  let fetched: T | null = null
  try {
    fetched = await reader.fetch<T>(query, params)
  } catch (error) {
    console.warn(
      `[content] ${name}: content API failed (${(error as Error).message}); showing the seeded copy`,
    )
    return querySeededCopy<Copy>(query, params)
  }
  // The usual case, a whole document, never touches the seeded copy.
  const whole =
    fetched && typeof fetched === 'object' && copyGaps(fetched as Record<string, unknown>, shape).length === 0
  if (whole) return fetched as Copy
  const seeded = await querySeededCopy<Copy>(query, params)
  // A slug the seed does not know either (an unknown service page): nothing to fall back to.
  if (!seeded) return fetched as Copy
  const resolved = withSeededSections(
    fetched as Record<string, unknown> | null,
    seeded as Record<string, unknown>,
    shape,
  )
  if (resolved.fellBack.length > 0) {
    console.warn(
      `[content] ${name}: showing the seeded copy for ${resolved.fellBack.join(', ')} (missing or invalid: ${resolved.gaps.slice(0, 5).join(', ')})`,
    )
  }
  return resolved.copy as Copy
}

/**
 * The languages visitors are shown: those with a published home page (`visibleLanguages`). Every page shows them, so
 * a page depends on the list alone (a `value` read), not on the home pages' text, which an editor changes often.
 */
export async function loadVisibleLanguages(reader: {
  fetch<T>(query: string, params: Record<string, never>, options: { dependency: 'value' }): Promise<T>
}): Promise<LanguageCode[]> {
  return visibleLanguages(
    await reader.fetch<(string | null)[]>(HOME_PAGE_LANGUAGES_QUERY, {}, { dependency: 'value' }),
  )
}

export const loadSiteSettings = (reader: CopyReader, language: LanguageCode = DEFAULT_LANGUAGE) =>
  translatedCopy(
    reader,
    language,
    () =>
      loadCopy<SITE_SETTINGS_QUERY_RESULT>(
        reader,
        'siteSettings',
        SITE_SETTINGS_QUERY,
        COPY_SHAPES.siteSettings,
      ),
    { query: SITE_SETTINGS_TRANSLATION_QUERY, shape: COPY_SHAPES.siteSettings, facts: SITE_FACT_KEYS },
  )

export const loadHomePage = (reader: CopyReader, language: LanguageCode = DEFAULT_LANGUAGE) =>
  translatedCopy(
    reader,
    language,
    () =>
      loadCopy<HOME_PAGE_QUERY_RESULT, 'suffix'>(reader, 'homePage', HOME_PAGE_QUERY, COPY_SHAPES.homePage),
    { query: HOME_PAGE_TRANSLATION_QUERY, shape: COPY_SHAPES.homePage, facts: ['partners', 'stats'] },
  )

export const loadAboutPage = (reader: CopyReader, language: LanguageCode = DEFAULT_LANGUAGE) =>
  translatedCopy(
    reader,
    language,
    () => loadCopy<ABOUT_PAGE_QUERY_RESULT>(reader, 'aboutPage', ABOUT_PAGE_QUERY, COPY_SHAPES.aboutPage),
    { query: ABOUT_PAGE_TRANSLATION_QUERY, shape: COPY_SHAPES.aboutPage },
  )

export const loadPricing = (reader: CopyReader, language: LanguageCode = DEFAULT_LANGUAGE) =>
  translatedCopy(
    reader,
    language,
    () => loadCopy<PRICING_QUERY_RESULT>(reader, 'pricing', PRICING_QUERY, COPY_SHAPES.pricing),
    { query: PRICING_TRANSLATION_QUERY, shape: COPY_SHAPES.pricing, facts: PRICING_FACT_KEYS },
  )

export const loadServicesPage = (reader: CopyReader, language: LanguageCode = DEFAULT_LANGUAGE) =>
  translatedCopy(
    reader,
    language,
    () =>
      loadCopy<SERVICES_PAGE_QUERY_RESULT, 'link' | 'moreServicePages'>(
        reader,
        'servicesPage',
        SERVICES_PAGE_QUERY,
        COPY_SHAPES.servicesPage,
      ),
    { query: SERVICES_PAGE_TRANSLATION_QUERY, shape: COPY_SHAPES.servicesPage, facts: ['moreServicePages'] },
  )

/** `slug`: any service page's; null when neither the dataset nor the seed has one. */
export const loadServicePage = (
  reader: CopyReader,
  slug: string,
  language: LanguageCode = DEFAULT_LANGUAGE,
) =>
  translatedCopy(
    reader,
    language,
    () =>
      loadCopy<SERVICE_PAGE_QUERY_RESULT, 'anchor' | 'points'>(
        reader,
        `servicePage ${slug}`,
        SERVICE_PAGE_QUERY,
        COPY_SHAPES.servicePage,
        { slug },
      ),
    {
      query: SERVICE_PAGE_TRANSLATION_QUERY,
      params: { slug },
      shape: COPY_SHAPES.servicePage,
      facts: ['slug'],
    },
  )

/** `slug`: terms (or any legal page without the privacy policy's own lines). */
export const loadLegalPage = (reader: CopyReader, slug: string, language: LanguageCode = DEFAULT_LANGUAGE) =>
  translatedCopy(
    reader,
    language,
    () =>
      loadCopy<LEGAL_PAGE_QUERY_RESULT, 'intro' | (typeof PRIVACY_LINES)[number], 'intro' | 'body'>(
        reader,
        `legalPage ${slug}`,
        LEGAL_PAGE_QUERY,
        COPY_SHAPES.legalPage,
        { slug },
      ),
    { query: LEGAL_PAGE_TRANSLATION_QUERY, params: { slug }, shape: COPY_SHAPES.legalPage, facts: ['slug'] },
  )

/** The privacy policy, whose contents heading, pointer to the terms and contact section the page shows. */
export const loadPrivacyPage = (reader: CopyReader, language: LanguageCode = DEFAULT_LANGUAGE) =>
  translatedCopy(
    reader,
    language,
    () =>
      loadCopy<LEGAL_PAGE_QUERY_RESULT, 'intro', 'intro' | 'body'>(
        reader,
        'legalPage privacy-policy',
        LEGAL_PAGE_QUERY,
        COPY_SHAPES.privacyPage,
        { slug: 'privacy-policy' },
      ),
    {
      query: LEGAL_PAGE_TRANSLATION_QUERY,
      params: { slug: 'privacy-policy' },
      shape: COPY_SHAPES.privacyPage,
      facts: ['slug'],
    },
  )
