/** Adds every visible post to the sitemap (the shell's `sitemapSources` extension point, read at build time). */
import { contentClient } from '../../lib/content-client.ts'
import { SITEMAP_POSTS_QUERY } from '../../lib/queries.ts'
import { type SitemapEntry, sitemapSources } from '../../lib/sitemap.ts'

export async function postSitemapEntries(): Promise<SitemapEntry[]> {
  const posts = await contentClient().fetch<{ slug: string; updatedAt?: string }[]>(SITEMAP_POSTS_QUERY)
  return (posts ?? []).map((post) => ({
    path: `/blogs/${encodeURIComponent(post.slug)}`,
    lastmod: post.updatedAt ? post.updatedAt.slice(0, 10) : undefined,
  }))
}

sitemapSources.push(postSitemapEntries)
