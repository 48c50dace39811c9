/** Sitemap entries for every visible post (read by routes/sitemap[.]xml.tsx). */
import { POST_PAGE, pathFor } from '@escrova/schemas/paths'
import type { SITEMAP_POSTS_QUERY_RESULT } from '@escrova/schemas/sanity.types'
import type { ContentReader } from '../../lib/content-reader.ts'
import { SITEMAP_POSTS_QUERY } from '../../lib/queries.ts'
import type { SitemapEntry } from '../../lib/sitemap.ts'
import type { Visible } from './types.ts'

export async function postSitemapEntries(reader: ContentReader): Promise<SitemapEntry[]> {
  // Every post the query returns is visible, so it has a slug.
  const posts = await reader.fetch<Visible<SITEMAP_POSTS_QUERY_RESULT[number]>[]>(SITEMAP_POSTS_QUERY)
  return (posts ?? []).map((post) => ({
    path: pathFor(POST_PAGE, post.slug),
    lastmod: post.updatedAt ? post.updatedAt.slice(0, 10) : undefined,
  }))
}
