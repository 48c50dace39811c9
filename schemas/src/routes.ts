/**
 * The site's route map: every public page, where its title comes from and the document types it shows. One list,
 * read by the site's route table (`site/app/routes.ts`), its sitemap (`site/app/lib/static-paths.ts`), the Studio's
 * Presentation (`studio/presentation/locations.ts`, `main-documents.ts`) and the test suites that walk the pages.
 * A page an editor can create (a service page) is one entry with a `:slug` path: its URLs are the published
 * documents' slugs, so a new one needs no code change. Links to a page are made by `pathFor` (`paths.ts`).
 */
import { DEFAULT_LANGUAGE, type LanguageCode } from './languages.ts'
import { POST_PAGE, pathFor, SERVICE_PAGE } from './paths.ts'
import { SINGLETON_TRANSLATION_FILTER } from './queries/translations.ts'
import { IN_DEFAULT_LANGUAGE, LANGUAGE_FIELD } from './translations.ts'

export { pathFor }

/** The document a page is about: Presentation opens its form beside the page. */
export type MainDocument =
  /** A singleton by id. */
  | { id: string }
  /** One document of a type by its slug: a fixed one, or the one the path's `:slug` names. */
  | { type: string; slug: string | ':slug' }

export interface PublicPage {
  /** Stable name of the page; the site's route table gives each its module by this key. */
  key: string
  /** The URL path; `:slug` marks a page per published document of `main.type`. */
  path: string
  /** What editors call the page (Presentation's "Used on" list). */
  label: string
  /**
   * Where the page's title comes from, as a document field path: `aboutPage.title`, the site settings' section
   * (`siteSettings.blogsPage.title`), the document the path names (`servicePage.title`), or the brand name alone.
   */
  titleFrom: string
  /** The document types whose words the page shows (besides the site settings every page shows). */
  shows: readonly string[]
  main?: MainDocument
  /** Other paths showing the same page (not in the sitemap: one canonical URL per page). */
  aliases?: readonly string[]
  /** Left out of the sitemap (a form, not content). */
  unlisted?: true
  /** The page's words are Studio copy (not the blog's posts, not a form): the copy test suites walk these. */
  copy?: true
  /** Under the services area (its shared hero; `/services` itself redirects to `/all-services`). */
  area?: 'services'
}

/** Shown by every page in the main layout: header, footer and contact details. */
export const EVERY_PAGE_SHOWS = ['siteSettings'] as const

export const PUBLIC_PAGES = [
  {
    key: 'home',
    path: '/',
    label: 'Home',
    titleFrom: 'siteSettings.brandName',
    shows: ['homePage', 'pricing', 'faqItem', 'testimonial', 'partner', 'post'],
    main: { id: 'homePage' },
    copy: true,
  },
  {
    key: 'about',
    path: '/about-us',
    label: 'About us',
    titleFrom: 'aboutPage.title',
    // The operating company's name comes from the site settings.
    shows: ['aboutPage', 'siteSettings'],
    main: { id: 'aboutPage' },
    copy: true,
  },
  {
    key: 'allServices',
    path: '/all-services',
    label: 'All services',
    titleFrom: 'servicesPage.title',
    // The editors' list, then any published service page it does not link yet.
    shows: ['servicesPage', 'service', 'servicePage'],
    main: { id: 'servicesPage' },
    copy: true,
  },
  {
    key: 'service',
    path: SERVICE_PAGE.path,
    label: 'Service page',
    titleFrom: 'servicePage.title',
    shows: ['servicePage'],
    main: { type: 'servicePage', slug: ':slug' },
    copy: true,
    area: 'services',
  },
  {
    key: 'blogs',
    path: '/blogs',
    label: 'Blog',
    titleFrom: 'siteSettings.blogsPage.title',
    shows: ['post', 'author', 'category', 'tag', 'siteSettings'],
  },
  {
    key: 'post',
    path: POST_PAGE.path,
    label: 'Blog post',
    titleFrom: 'post.title',
    shows: ['post', 'author', 'category', 'tag', 'comment'],
    main: { type: 'post', slug: ':slug' },
  },
  {
    key: 'waitList',
    path: '/wait-list',
    label: 'Beta sign-up',
    titleFrom: 'siteSettings.waitListPage.title',
    shows: ['siteSettings'],
    unlisted: true,
  },
  {
    key: 'contact',
    path: '/contact',
    label: 'Contact',
    titleFrom: 'siteSettings.contactPage.title',
    shows: ['siteSettings'],
    copy: true,
  },
  {
    key: 'terms',
    path: '/terms',
    label: 'Terms and Conditions',
    titleFrom: 'legalPage.title',
    shows: ['legalPage'],
    main: { type: 'legalPage', slug: 'terms' },
    copy: true,
  },
  {
    key: 'privacy',
    path: '/privacy-policy',
    label: 'Privacy Policy',
    titleFrom: 'legalPage.title',
    shows: ['legalPage'],
    main: { type: 'legalPage', slug: 'privacy-policy' },
    aliases: ['/privacy', '/policy'],
    copy: true,
  },
] as const satisfies readonly PublicPage[]

export type PageKey = (typeof PUBLIC_PAGES)[number]['key']

export const isPerDocument = (page: Pick<PublicPage, 'path'>) => page.path.includes(':slug')

/** The pages with one fixed URL that the sitemap lists as they are. */
export const LISTED_STATIC_PATHS: readonly string[] = PUBLIC_PAGES.filter(
  (page: PublicPage) => !isPerDocument(page) && !page.unlisted,
).map((page) => page.path)

/** The per-document pages whose URLs the sitemap lists from the published documents of this type. */
export const LISTED_DOCUMENT_PAGES: readonly (PublicPage & { main: { type: string } })[] = (
  PUBLIC_PAGES as readonly PublicPage[]
).filter((page): page is PublicPage & { main: { type: string } } =>
  Boolean(isPerDocument(page) && !page.unlisted && page.main && 'type' in page.main),
)

/**
 * The pages showing documents of `type` whatever the document (the all-services list shows every service page):
 * not the pages about one document of that type (`/services/:slug`, `/terms`), found by `pageOfDocument`.
 */
export function fixedPagesShowing(type: string): PublicPage[] {
  return (PUBLIC_PAGES as readonly PublicPage[]).filter(
    (page) =>
      !isPerDocument(page) &&
      page.shows.includes(type) &&
      !(page.main && 'type' in page.main && page.main.type === type),
  )
}

/** The page about a document of `type` with `slug`: its own (`/services/<slug>`) or a fixed one (`/terms`). */
export function pageOfDocument(type: string, slug: string): { page: PublicPage; path: string } | undefined {
  for (const page of PUBLIC_PAGES as readonly PublicPage[]) {
    const main = page.main
    if (!main || !('type' in main) || main.type !== type) continue
    if (main.slug === ':slug') return { page, path: pathFor(page, slug) }
    if (main.slug === slug) return { page, path: page.path }
  }
  return undefined
}

/** Document types whose pages are found by the document's slug (Presentation asks for the slug first). */
export const SLUGGED_TYPES: readonly string[] = [
  ...new Set(
    (PUBLIC_PAGES as readonly PublicPage[]).flatMap((page) =>
      page.main && 'type' in page.main ? [page.main.type] : [],
    ),
  ),
]

/** A GROQ filter and, when it needs more than the path's own (`$slug`), its parameters. */
export interface MainDocumentFilter {
  filter: string
  params?: Record<string, string>
}

/**
 * The GROQ filter of a page's main document in `language`, as Presentation's `defineDocuments` takes it; `$slug` is
 * the path's slug. A translation shares its original's slug, so a page by slug also names its language; a
 * singleton's translation is the one the translations plugin links to it, whatever its id.
 */
export function mainDocumentFilter(
  main: MainDocument,
  language: LanguageCode = DEFAULT_LANGUAGE,
): MainDocumentFilter {
  if ('id' in main) {
    if (language === DEFAULT_LANGUAGE) return { filter: `_id == ${JSON.stringify(main.id)}` }
    return { filter: SINGLETON_TRANSLATION_FILTER, params: { id: main.id, language } }
  }
  const inLanguage =
    language === DEFAULT_LANGUAGE ? IN_DEFAULT_LANGUAGE : `${LANGUAGE_FIELD} == "${language}"`
  const slug = main.slug === ':slug' ? '$slug' : JSON.stringify(main.slug)
  return { filter: `_type == ${JSON.stringify(main.type)} && slug.current == ${slug} && ${inLanguage}` }
}
