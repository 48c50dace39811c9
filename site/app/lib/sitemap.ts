/**
 * sitemap.xml and robots.txt bodies. A page in several languages is one `<url>` per language, each naming all of
 * them (and English as `x-default`) as `xhtml:link` alternates, as `hreflang` does in the pages' heads.
 */
import { localizedPath } from '@escrova/schemas/language-paths'
import { DEFAULT_LANGUAGE, type LanguageCode, languageOf } from '@escrova/schemas/languages'
import { SITE_FACTS } from './site-facts.ts'
import { SITEMAP_STATIC_PATHS } from './static-paths.ts'

export interface SitemapEntry {
  /** The English path. */
  path: string
  lastmod?: string
  /** The languages the page is in (English alone when unset). */
  languages?: readonly LanguageCode[]
}

export function staticSitemapEntries(languages?: readonly LanguageCode[]): SitemapEntry[] {
  return SITEMAP_STATIC_PATHS.map((path) => ({ path, languages }))
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  )
}

function alternateLinks(path: string, languages: readonly LanguageCode[], origin: string): string {
  if (languages.length < 2) return ''
  const link = (hreflang: string, href: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(origin + href)}"/>`
  return [
    ...languages.map((code) => link(languageOf(code).tag, localizedPath(code, path))),
    link('x-default', path),
  ].join('')
}

export function renderSitemap(entries: SitemapEntry[], origin = SITE_FACTS.siteUrl): string {
  const urls = entries
    .flatMap(({ path, lastmod, languages = [DEFAULT_LANGUAGE] }) =>
      languages.map((language) => {
        const loc = `<loc>${escapeXml(origin + localizedPath(language, path))}</loc>`
        const modified = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''
        return `  <url>${loc}${modified}${alternateLinks(path, languages, origin)}</url>`
      }),
    )
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`
}

export function renderRobots(origin = SITE_FACTS.siteUrl): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`
}
