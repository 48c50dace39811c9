/**
 * Which link targets a post body may carry. Shared by the Studio schema (validation) and the site (rendering), so a
 * `javascript:` or `data:` link written by hand or imported never reaches a reader.
 */
export const SAFE_LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const

export const LINK_MESSAGES = {
  unsafe: 'Links must start with http://, https://, mailto:, tel: or / (a page on this site).',
} as const

const SCHEME_PATTERN = /^([a-z][a-z0-9+.-]*):/i

function isControlCharacter(char: string): boolean {
  const code = char.charCodeAt(0)
  return code <= 0x1f || code === 0x7f
}

/** True for http(s), mailto and tel URLs and for site-relative paths ('/blogs', '#top', '?page=2'). */
export function isSafeHref(href: string): boolean {
  // Browsers drop tabs and newlines inside URLs and trim spaces, so "java\tscript:" must be judged without them.
  const cleaned = [...href]
    .filter((char) => !isControlCharacter(char))
    .join('')
    .trim()
  if (cleaned === '') return false
  const scheme = SCHEME_PATTERN.exec(cleaned)?.[1]?.toLowerCase()
  if (scheme) {
    if (!(SAFE_LINK_SCHEMES as readonly string[]).includes(scheme)) return false
    if (scheme === 'http' || scheme === 'https') return /^https?:\/\/[^/\s]+/i.test(cleaned)
    return cleaned.length > scheme.length + 1
  }
  // Protocol-relative ("//host") and backslash forms leave the site: not relative paths.
  if (cleaned.startsWith('//') || cleaned.startsWith('\\') || cleaned.startsWith('/\\')) return false
  return cleaned.startsWith('/') || cleaned.startsWith('#') || cleaned.startsWith('?')
}
