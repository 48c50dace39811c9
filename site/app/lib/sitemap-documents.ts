/**
 * Sitemap entries for the route map's per-document pages (`/services/:slug`): one per published document of the
 * page's type, read on each sitemap render. The read is exact (it carries the sync tag of every document of that
 * type), so a service page published or deleted in the Studio changes the cached sitemap at once.
 */
import { LISTED_DOCUMENT_PAGES, pathFor } from '@escrova/schemas/routes'
import type { ContentReader } from './content-reader.ts'
import type { SitemapEntry } from './sitemap.ts'

/** Posts have their own rules of what is visible (published, dated): `features/blog/sitemap-posts.ts`. */
const OWN_SITEMAP_TYPES = new Set(['post'])

/** The type is written into the filter (not a parameter) so the read's sync tag names that type alone. */
const slugsQuery = (type: string) => `*[_type == ${JSON.stringify(type)} && defined(slug.current)]
  | order(slug.current asc) {"slug": slug.current, "updatedAt": _updatedAt}`

export async function documentSitemapEntries(reader: ContentReader): Promise<SitemapEntry[]> {
  const pages = LISTED_DOCUMENT_PAGES.filter((page) => !OWN_SITEMAP_TYPES.has(page.main.type))
  const lists = await Promise.all(
    pages.map(async (page) => {
      const documents = await reader.fetch<{ slug: string; updatedAt?: string }[] | null>(
        slugsQuery(page.main.type),
      )
      return (documents ?? []).map((doc) => ({
        path: pathFor(page, doc.slug),
        lastmod: doc.updatedAt?.slice(0, 10),
      }))
    }),
  )
  return lists.flat()
}
