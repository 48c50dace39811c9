/**
 * Head tags for a page: title from the route (docs/product-rules.md#routes: deepest route wins, brand by default), description,
 * Open Graph and canonical URL. Every route's `meta` export calls this so crawlers get them in the static HTML.
 * The brand name, the default description and the titles of the pages without a document of their own (the blog
 * list, the beta sign-up) are the Studio's site settings, which the main layout's loader reads; a route passes its
 * meta `matches` so they reach its head tags.
 */
import { localizedPath } from '@escrova/schemas/language-paths'
import { DEFAULT_LANGUAGE, type LanguageCode, languageOf } from '@escrova/schemas/languages'
import type { MetaDescriptor } from 'react-router-dom'
import { MAIN_LAYOUT_ID, type PageLanguages, pageLanguageIn } from './page-language.ts'
import { SITE_FACTS } from './site-facts.ts'

/** The site settings' sections holding a page's title and search description (site settings → Other pages). */
export type SettingsPage = 'blogsPage' | 'waitListPage' | 'contactPage'

interface PageTitle {
  title: string
  metaDescription: string
}

/** What the head tags take from the site settings. */
export interface SiteMeta extends Partial<Record<SettingsPage, PageTitle>> {
  brandName: string
  defaultDescription: string
}

/** A meta function's `matches`, as far as the head tags read them. */
export type MetaMatches = readonly ({ id: string; loaderData?: unknown } | undefined)[]

/**
 * The site settings among the matched routes' data. Outside the main layout (the root's own error page, the
 * invite redirect) there are none: the title is the configured brand alone and no description is claimed.
 */
function siteMetaIn(matches: MetaMatches): SiteMeta | undefined {
  const data = matches.find((match) => match?.id === MAIN_LAYOUT_ID)?.loaderData as
    | Partial<SiteMeta>
    | undefined
  return data?.brandName
    ? { ...data, brandName: data.brandName, defaultDescription: data.defaultDescription ?? '' }
    : undefined
}

export function documentTitle(title: string | undefined, brand: string): string {
  return title ? `${title} | ${brand}` : brand
}

/** The page's languages: a route's own list (a post's translations) within those shown, else every one shown. */
function languagesOfPage(matches: MetaMatches, shown: LanguageCode[]): LanguageCode[] {
  const own = (matches.at(-1)?.loaderData as PageLanguages | null | undefined)?.pageLanguages
  return own ? shown.filter((code) => own.includes(code)) : shown
}

/**
 * The page in every language it is in: `hreflang` alternates (with `x-default`, the English page), `og:locale` and
 * its alternates, and the feed of the page's language. `path` is the English path.
 */
function languageTags(path: string, matches: MetaMatches): MetaDescriptor[] {
  const { language, languages: shown } = pageLanguageIn(
    matches.find((match) => match?.id === MAIN_LAYOUT_ID)?.loaderData,
  )
  // A hidden language's path is an unknown one: its 404 names no language.
  if (!shown.includes(language)) return []
  const languages = languagesOfPage(matches, shown)
  const alternates =
    languages.length > 1
      ? [
          ...languages.map((code) => ({
            tagName: 'link',
            rel: 'alternate',
            hrefLang: languageOf(code).tag,
            href: `${SITE_FACTS.siteUrl}${localizedPath(code, path)}`,
          })),
          { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${SITE_FACTS.siteUrl}${path}` },
        ]
      : []
  return [
    { property: 'og:locale', content: languageOf(language).ogLocale },
    ...languages
      .filter((code) => code !== language)
      .map((code) => ({ property: 'og:locale:alternate', content: languageOf(code).ogLocale })),
    ...alternates,
    {
      tagName: 'link',
      rel: 'alternate',
      type: 'application/rss+xml',
      href: `${SITE_FACTS.siteUrl}${localizedPath(language, '/rss.xml')}`,
    },
  ]
}

/**
 * `settingsPage`: the page's title and description are that section of the site settings (the loader has already put
 * the seeded words in for a missing one); otherwise `title` and `description`.
 */
export function pageMeta(
  options: { title?: string; description?: string; settingsPage?: SettingsPage; path: string },
  matches: MetaMatches = [],
): MetaDescriptor[] {
  const site = siteMetaIn(matches)
  const own = options.settingsPage ? site?.[options.settingsPage] : undefined
  const brand = site?.brandName ?? SITE_FACTS.brand
  const title = documentTitle(own?.title ?? options.title, brand)
  const description = own?.metaDescription ?? options.description ?? site?.defaultDescription
  const { language } = pageLanguageIn(matches.find((match) => match?.id === MAIN_LAYOUT_ID)?.loaderData)
  const url = `${SITE_FACTS.siteUrl}${localizedPath(language ?? DEFAULT_LANGUAGE, options.path)}`
  return [
    { title },
    ...(description
      ? [
          { name: 'description', content: description },
          { property: 'og:description', content: description },
        ]
      : []),
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: brand },
    { property: 'og:title', content: title },
    { property: 'og:url', content: url },
    { property: 'og:image', content: `${SITE_FACTS.siteUrl}/og-image.png` },
    { name: 'twitter:card', content: 'summary_large_image' },
    { tagName: 'link', rel: 'canonical', href: url },
    ...languageTags(options.path, matches),
  ]
}
