/**
 * sitemap.xml and robots.txt bodies. `sitemapSources` is the extension point: part 2 (blog) pushes an async source of
 * post entries, e.g. `sitemapSources.push(async () => slugs.map((s) => ({ path: `/blogs/${s}`, lastmod })))`, from a
 * module that `routes/sitemap[.]xml.tsx` imports.
 */
import { SITE_FACTS } from './site-facts.ts'
import { SITEMAP_STATIC_PATHS } from './static-paths.ts'

export interface SitemapEntry {
  path: string
  lastmod?: string
}

export type SitemapSource = () => Promise<SitemapEntry[]>

export const sitemapSources: SitemapSource[] = [async () => SITEMAP_STATIC_PATHS.map((path) => ({ path }))]

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  )
}

export function renderSitemap(entries: SitemapEntry[], origin = SITE_FACTS.siteUrl): string {
  const urls = entries
    .map(({ path, lastmod }) => {
      const loc = `<loc>${escapeXml(origin + path)}</loc>`
      return `  <url>${loc}${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`
    })
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}

/** Every source's entries; a source that fails (content API down at build time) is left out, not fatal. */
export async function collectSitemapEntries(
  sources: SitemapSource[] = sitemapSources,
): Promise<SitemapEntry[]> {
  const results = await Promise.allSettled(sources.map((source) => source()))
  const seen = new Set<string>()
  const entries: SitemapEntry[] = []
  for (const result of results) {
    if (result.status !== 'fulfilled') {
      console.warn(`[sitemap] a source failed: ${(result.reason as Error)?.message}`)
      continue
    }
    for (const entry of result.value) {
      if (seen.has(entry.path)) continue
      seen.add(entry.path)
      entries.push(entry)
    }
  }
  return entries
}

export function renderRobots(origin = SITE_FACTS.siteUrl): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`
}
