/** sitemap.xml and robots.txt bodies. */
import { SITE_FACTS } from './site-facts.ts'
import { SITEMAP_STATIC_PATHS } from './static-paths.ts'

export interface SitemapEntry {
  path: string
  lastmod?: string
}

export function staticSitemapEntries(): SitemapEntry[] {
  return SITEMAP_STATIC_PATHS.map((path) => ({ path }))
}

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

export function renderRobots(origin = SITE_FACTS.siteUrl): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`
}
