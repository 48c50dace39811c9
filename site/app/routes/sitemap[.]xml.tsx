/**
 * /sitemap.xml: the route map's fixed pages, every published service page and every visible post, rendered on request
 * (cached until one of them changes).
 */
import type { LanguageCode } from '@escrova/schemas/languages'
import { loadVisibleLanguages } from '../content/page-copy.server.ts'
import { postSitemapEntries } from '../features/blog/sitemap-posts.ts'
import { contentReader } from '../lib/content-reader.ts'
import { renderSitemap, staticSitemapEntries } from '../lib/sitemap.ts'
import { documentSitemapEntries } from '../lib/sitemap-documents.ts'
import type { Route } from './+types/sitemap[.]xml'

export async function loader({ context }: Route.LoaderArgs) {
  let posts: Awaited<ReturnType<typeof postSitemapEntries>>
  let documents: Awaited<ReturnType<typeof documentSitemapEntries>>
  let languages: LanguageCode[]
  try {
    const reader = contentReader(context)
    languages = await loadVisibleLanguages(reader)
    ;[documents, posts] = await Promise.all([
      documentSitemapEntries(reader, languages),
      postSitemapEntries(reader, languages),
    ])
  } catch (error) {
    // A sitemap without its posts or service pages would tell crawlers they are gone: say "try later" instead.
    console.warn(`[sitemap] content API unavailable (${(error as Error).message})`)
    return new Response('Service Unavailable', { status: 503, headers: { 'Retry-After': '10' } })
  }
  const body = renderSitemap([...staticSitemapEntries(languages), ...documents, ...posts])
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } })
}
