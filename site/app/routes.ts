/**
 * The route table, built from the route map every part shares (`schemas/src/routes.ts`): each public page gets its
 * module here by the map's key, so a page is added to the map (and so to the sitemap and the Studio's Presentation)
 * or not at all.
 */
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

function pageRoutes(page: PublicPage, under?: string): RouteConfigEntry[] {
  const file = MODULES[page.key as PageKey]
  if (page.path === '/') return [index(file)]
  const paths = [page.path, ...(page.aliases ?? [])]
  // One module for several paths needs one id each (the privacy policy's aliases).
  return paths.map((path) =>
    paths.length > 1
      ? route(relative(path, under), file, { id: `${page.key}:${path}` })
      : route(relative(path, under), file),
  )
}

const pages = PUBLIC_PAGES as readonly PublicPage[]

export default [
  // Outside the main layout: the device redirect.
  route('invite-friends', 'routes/invite-friends.tsx'),
  // Crawler files, rendered on request.
  route('sitemap.xml', 'routes/sitemap[.]xml.tsx'),
  route('robots.txt', 'routes/robots[.]txt.tsx'),
  route('rss.xml', 'routes/rss[.]xml.tsx'),
  layout('routes/main-layout.tsx', [
    ...pages.filter((page) => !page.area).flatMap((page) => pageRoutes(page)),
    route('services', 'routes/services-layout.tsx', [
      index('routes/services-index.tsx'),
      ...pages.filter((page) => page.area === 'services').flatMap((page) => pageRoutes(page, '/services/')),
    ]),
    // Anything else (an unknown service page too: see routes/service.tsx) goes home, replacing the history entry.
    route('*', 'routes/catch-all.tsx'),
  ]),
] satisfies RouteConfig
