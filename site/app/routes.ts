/**
 * The route table, built from the route map every part shares (`schemas/src/routes.ts`): each public page gets its
 * module here by the map's key, so a page is added to the map (and so to the sitemap and the Studio's Presentation)
 * or not at all. English pages are at the map's paths; each other language has the same pages under its code
 * (`@escrova/schemas/language-paths`), answered only once the language is shown (the main layout's loader).
 */
import { DEFAULT_LANGUAGE, TRANSLATION_LANGUAGES } from '@escrova/schemas/languages'
import { type PageKey, PUBLIC_PAGES, type PublicPage } from '@escrova/schemas/routes'
import { index, layout, type RouteConfig, type RouteConfigEntry, route } from '@react-router/dev/routes'

const MODULES = {
  home: 'routes/home.tsx',
  about: 'routes/about-us.tsx',
  allServices: 'routes/all-services.tsx',
  service: 'routes/service.tsx',
  blogs: 'routes/blogs.tsx',
  post: 'routes/blog-post.tsx',
  waitList: 'routes/wait-list.tsx',
  contact: 'routes/contact.tsx',
  terms: 'routes/terms.tsx',
  privacy: 'routes/privacy.tsx',
} as const satisfies Record<PageKey, string>

/** React Router's form of a map path: relative, `:slug` as is. */
const relative = (path: string, under = '/') => path.slice(under.length)

/** A module serving several paths needs an id per path: the privacy policy's aliases, every other language's pages. */
function idOf(language: string, name: string, many = false) {
  if (language !== DEFAULT_LANGUAGE) return { id: `${language}:${name}` }
  return many ? { id: name } : {}
}

/** React Router's form of a path in `language`: `about-us`, `pcm/about-us`; the language's home is `pcm`. */
const inLanguage = (language: string, path: string) =>
  language === DEFAULT_LANGUAGE ? path : path ? `${language}/${path}` : language

function pageRoutes(page: PublicPage, language: string, under = '/'): RouteConfigEntry[] {
  const file = MODULES[page.key as PageKey]
  if (page.path === '/')
    return [language === DEFAULT_LANGUAGE ? index(file) : route(language, file, idOf(language, page.key))]
  const paths = [page.path, ...(page.aliases ?? [])]
  const prefix = under === '/' ? language : ''
  return paths.map((path) =>
    route(
      prefix ? inLanguage(prefix, relative(path, under)) : relative(path, under),
      file,
      idOf(language, `${page.key}:${path}`, paths.length > 1),
    ),
  )
}

const pages = PUBLIC_PAGES as readonly PublicPage[]

/** Every page of the route map in one language. */
const languageRoutes = (language: string): RouteConfigEntry[] => [
  ...pages.filter((page) => !page.area).flatMap((page) => pageRoutes(page, language)),
  route(inLanguage(language, 'services'), 'routes/services-layout.tsx', idOf(language, 'services'), [
    index('routes/services-index.tsx', idOf(language, 'services-index')),
    ...pages
      .filter((page) => page.area === 'services')
      .flatMap((page) => pageRoutes(page, language, '/services/')),
  ]),
]

export default [
  // Outside the main layout: the device redirect.
  route('invite-friends', 'routes/invite-friends.tsx'),
  // Crawler files, rendered on request.
  route('sitemap.xml', 'routes/sitemap[.]xml.tsx'),
  route('robots.txt', 'routes/robots[.]txt.tsx'),
  route('rss.xml', 'routes/rss[.]xml.tsx'),
  ...TRANSLATION_LANGUAGES.map((language) =>
    route(`${language.code}/rss.xml`, 'routes/rss[.]xml.tsx', { id: `${language.code}:rss` }),
  ),
  layout('routes/main-layout.tsx', [
    ...languageRoutes(DEFAULT_LANGUAGE),
    ...TRANSLATION_LANGUAGES.flatMap((language) => languageRoutes(language.code)),
    // Anything else (an unknown service page too: see routes/service.tsx) goes home, replacing the history entry.
    route('*', 'routes/catch-all.tsx'),
  ]),
] satisfies RouteConfig
