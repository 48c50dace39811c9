/**
 * What the service worker may keep on the phone. Shared by the worker and its tests, so the privacy rule has one home:
 * only this site's own public pages and files, and images; never a function answer (another origin, never routed),
 * never a URL that carries a token or a preview flag, nothing under the Studio, never a framed (preview) page.
 */
import { languageOfPath, localizedPath } from '@escrova/schemas/language-paths'
import type { LanguageCode } from '@escrova/schemas/languages'
import { SAVE_DATA_QUALITY } from '../../lib/image-params.ts'

/** Caches the worker owns besides Serwist's precache; any other cache of this origin is an older scheme's, removed. */
export const CACHE_NAMES = {
  pages: 'escrova-pages',
  assets: 'escrova-assets',
  images: 'escrova-images',
  /** The visitor's data-saver choice, left by the page (a worker cannot read localStorage). */
  settings: 'escrova-settings',
} as const

/** The entry in the settings cache holding the data-saver choice: 'on' or 'off'. */
export const DATA_SAVER_ENTRY = '/data-saver'

/** The header a saved page carries: when it was saved (ISO time) and its title, for the offline page's list. */
export const SAVED_AT_HEADER = 'x-escrova-saved-at'
export const SAVED_TITLE_HEADER = 'x-escrova-title'

/** The offline page (a static file per language, English's precached: `../offline-page.ts`). */
export const OFFLINE_PAGE = '/offline.html'

/** The offline page of a language (`/offline.html`, `/pcm/offline.html`). */
export function offlinePageOf(language: LanguageCode): string {
  return localizedPath(language, OFFLINE_PAGE)
}

/** The language a URL's page is in. */
export function pageLanguageOf(url: URL): LanguageCode {
  return languageOfPath(url.pathname).language
}

const PRIVATE_QUERY = /token|key|secret|auth|sig|preview|sanity|draft|perspective/i
const PRIVATE_PATH = /^\/(studio|api|preview)(\/|$)/

/** A URL whose query names a credential, a preview or the Studio's state is never stored. */
export function hasPrivateQuery(url: URL): boolean {
  for (const name of url.searchParams.keys()) if (PRIVATE_QUERY.test(name)) return true
  return false
}

/** A page of this site the worker may save: a top-level navigation (not a frame), public path, no private query. */
export function isSavablePage(url: URL, ownOrigin: string, destination: string): boolean {
  return (
    destination === 'document' &&
    url.origin === ownOrigin &&
    !PRIVATE_PATH.test(url.pathname) &&
    !hasPrivateQuery(url)
  )
}

/** A post's page, in any language (`/blogs/x`, `/pcm/blogs/x`): the offline page lists these. */
export function isPostPath(pathname: string): boolean {
  return /^\/blogs\/[^/]+$/.test(languageOfPath(pathname).path)
}

/** The home of the page's language: kept for offline beside the first page read in that language. */
export function homeOf(url: URL): string {
  return new URL(localizedPath(pageLanguageOf(url), '/'), url.origin).href
}

/** An image the worker may keep: this site's or the content API's image files, no private query. */
export function isCachableImage(url: URL, ownOrigin: string, destination: string): boolean {
  if (destination !== 'image' || hasPrivateQuery(url)) return false
  if (url.origin === ownOrigin) return !PRIVATE_PATH.test(url.pathname)
  return /\/images\//.test(url.pathname)
}

/**
 * Data saver's image: half the width (and height) asked for, lower quality, the best format the browser takes. A URL
 * the server already made for the data saver (its quality at or below the saver's) is left as it is, so an image is
 * never halved twice.
 */
export function dataSaverImageUrl(url: URL): URL {
  const quality = Number(url.searchParams.get('q'))
  if (quality > 0 && quality <= SAVE_DATA_QUALITY) return url
  const smaller = new URL(url)
  for (const name of ['w', 'h']) {
    const value = Number(smaller.searchParams.get(name))
    if (value > 0) smaller.searchParams.set(name, String(Math.ceil(value / 2)))
  }
  smaller.searchParams.set('q', String(SAVE_DATA_QUALITY))
  smaller.searchParams.set('auto', 'format')
  return smaller
}
