/**
 * Sitemap entries for the route map's per-document pages (`/services/:slug`): one per published document of the
 * page's type, read on each sitemap render. The read is exact (it carries the sync tag of every document of that
 * type), so a service page published or deleted in the Studio changes the cached sitemap at once.
 */

import type { LanguageCode } from '@escrova/schemas/languages'
import { LISTED_DOCUMENT_PAGES, pathFor } from '@escrova/schemas/routes'
import type { ContentReader } from './content-reader.ts'
import { SITEMAP_DOCUMENT_QUERIES } from './queries.ts'
import type { SitemapEntry } from './sitemap.ts'

/** Posts have their own rules of what is visible (published, dated): `features/blog/sitemap-posts.ts`. */
const OWN_SITEMAP_TYPES = new Set(['post'])

/** The per-document pages this module lists: every such page of the route map but the posts'. */
export const SITEMAP_DOCUMENT_PAGES = LISTED_DOCUMENT_PAGES.filter(
  (page) => !OWN_SITEMAP_TYPES.has(page.main.type),
)

function sitemapQuery(type: string): string {
  const query = SITEMAP_DOCUMENT_QUERIES[type]
  if (!query) throw new Error(`No sitemap query for "${type}" pages: add one to SITEMAP_DOCUMENT_QUERIES`)
  return query
}

/** `languages`: those shown; a service page is in each of them (its words in English until translated). */
export async function documentSitemapEntries(
  reader: ContentReader,
  languages?: readonly LanguageCode[],
): Promise<SitemapEntry[]> {
  const lists = await Promise.all(
    SITEMAP_DOCUMENT_PAGES.map(async (page) => {
      const documents = await reader.fetch<{ slug: string; updatedAt?: string }[] | null>(
        sitemapQuery(page.main.type),
      )
      return (documents ?? []).map((doc) => ({
        path: pathFor(page, doc.slug),
        lastmod: doc.updatedAt?.slice(0, 10),
        languages,
      }))
    }),
  )
  return lists.flat()
}
