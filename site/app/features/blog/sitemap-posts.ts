/** Adds every visible post to the sitemap (the shell's `sitemapSources` extension point, read at build time). */
import type { SITEMAP_POSTS_QUERY_RESULT } from '@escrova/schemas/sanity.types'
import { contentClient } from '../../lib/content-client.ts'
import { SITEMAP_POSTS_QUERY } from '../../lib/queries.ts'
import { type SitemapEntry, sitemapSources } from '../../lib/sitemap.ts'
import type { Visible } from './types.ts'

export async function postSitemapEntries(): Promise<SitemapEntry[]> {
  // Typed by typegen for SITEMAP_POSTS_QUERY; every post it returns is visible, so it has a slug.
  const posts = (await contentClient().fetch(SITEMAP_POSTS_QUERY)) as Visible<
    SITEMAP_POSTS_QUERY_RESULT[number]
  >[]
  return (posts ?? []).map((post) => ({
    path: `/blogs/${encodeURIComponent(post.slug)}`,
    lastmod: post.updatedAt ? post.updatedAt.slice(0, 10) : undefined,
  }))
}

sitemapSources.push(postSitemapEntries)
