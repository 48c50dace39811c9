/**
 * Sitemap entries for every visible post (read by routes/sitemap[.]xml.tsx): one entry per slug, in the languages
 * it is visible in (a translation keeps its original's slug) among those shown.
 */
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@escrova/schemas/languages'
import { POST_PAGE, pathFor } from '@escrova/schemas/paths'
import type { SITEMAP_POSTS_QUERY_RESULT } from '@escrova/schemas/sanity.types'
import type { ContentReader } from '../../lib/content-reader.ts'
import { SITEMAP_POSTS_QUERY } from '../../lib/queries.ts'
import type { SitemapEntry } from '../../lib/sitemap.ts'
import type { Visible } from './types.ts'

export async function postSitemapEntries(
  reader: ContentReader,
  shown: readonly LanguageCode[] = [DEFAULT_LANGUAGE],
): Promise<SitemapEntry[]> {
  // Every post the query returns is visible, so it has a slug.
  const posts = await reader.fetch<Visible<SITEMAP_POSTS_QUERY_RESULT[number]>[]>(SITEMAP_POSTS_QUERY)
  const bySlug = new Map<string, { languages: LanguageCode[]; lastmod?: string }>()
  for (const post of posts ?? []) {
    if (!isLanguageCode(post.language) || !shown.includes(post.language)) continue
    const entry = bySlug.get(post.slug) ?? { languages: [] }
    entry.languages.push(post.language)
    const lastmod = post.updatedAt?.slice(0, 10)
    if (lastmod && (!entry.lastmod || lastmod > entry.lastmod)) entry.lastmod = lastmod
    bySlug.set(post.slug, entry)
  }
  return [...bySlug].map(([slug, { languages, lastmod }]) => ({
    path: pathFor(POST_PAGE, slug),
    lastmod,
    languages: shown.filter((code) => languages.includes(code)),
  }))
}
