/** /sitemap.xml, pre-rendered at build time from `sitemapSources` (lib/sitemap.ts). */
// Registers the blog's post entries (part 2) on `sitemapSources`.
import '../features/blog/sitemap-posts.ts'
import { collectSitemapEntries, renderSitemap } from '../lib/sitemap.ts'

export async function loader() {
  const body = renderSitemap(await collectSitemapEntries())
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } })
}
