/**
 * Links in post bodies come from editors but end up in visitors' browsers: only web, mail and phone links and
 * site-relative paths pass; `javascript:`, `data:`, `vbscript:` and anything unknown are dropped.
 */
const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:'])

export interface SafeLink {
  href: string
  external: boolean
}

export function safeLink(raw: unknown): SafeLink | null {
  if (typeof raw !== 'string') return null
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:"), so strip them first.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const href = raw.replace(/[\u0000-\u0020\u007f-\u009f]/g, '')
  if (href === '') return null
  if (href.startsWith('#') || (href.startsWith('/') && !href.startsWith('//')))
    return { href, external: false }
  let url: URL
  try {
    url = new URL(href)
  } catch {
    return null
  }
  if (!ALLOWED_PROTOCOLS.has(url.protocol)) return null
  return { href: url.href, external: url.protocol === 'http:' || url.protocol === 'https:' }
}
