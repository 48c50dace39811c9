/**
 * Where a page is in each language: English at today's URLs, every other language under its code (`/pcm`,
 * `/pcm/blogs/<slug>`). The one rule for the site's routes, links, switcher, `hreflang`, sitemap and feeds, and for
 * whoever reads paths back (insights, the function).
 */
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from './languages.ts'

/** The path of `path` (an English, unprefixed path such as `/` or `/blogs/x?q=1`) in `language`. */
export function localizedPath(language: LanguageCode, path: string): string {
  if (language === DEFAULT_LANGUAGE) return path
  if (path === '/' || path === '') return `/${language}`
  if (path.startsWith('/?') || path.startsWith('/#')) return `/${language}${path.slice(1)}`
  return `/${language}${path}`
}

/**
 * The language a path is in and the path in English (`/pcm/blogs/x` → pcm, `/blogs/x`). A first segment that is no
 * language code (or is `en`, which has no prefix) leaves the path English.
 */
export function languageOfPath(path: string): { language: LanguageCode; path: string } {
  const match = /^\/([a-z]{2,3})(?=$|[/?#])(.*)$/.exec(path)
  const code = match?.[1]
  if (!match || !isLanguageCode(code) || code === DEFAULT_LANGUAGE)
    return { language: DEFAULT_LANGUAGE, path }
  const rest = match[2] ?? ''
  return {
    language: code,
    path: rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest,
  }
}
