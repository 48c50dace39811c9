/**
 * How a public URL is made: `pathFor(page, slug)` for every link to a page of the route map (`routes.ts`), in the
 * site's pages, feeds and sitemap and in the Studio's Presentation. The slug is encoded here, once, so a slug with
 * spaces or letters outside ASCII ("Hello world", "ọjà") links to its page from everywhere. Its own module, with the
 * per-document page patterns, so browser code that links posts does not carry the whole route map.
 */

/** A page per published post (the route map's `post` entry). */
export const POST_PAGE = { path: '/blogs/:slug' } as const
/** A page per published service page (the route map's `service` entry). */
export const SERVICE_PAGE = { path: '/services/:slug' } as const

/** `/services/:slug` → `/services/voting`; the slug percent-encoded (`/blogs/hello%20world`); a fixed path as it is. */
export function pathFor(page: { path: string }, slug?: string): string {
  return page.path.replace(':slug', () => {
    if (!slug) throw new Error(`${page.path} needs a slug`)
    return encodeURIComponent(slug)
  })
}
