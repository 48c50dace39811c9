/**
 * How a page is saved and shown again offline. Saving stamps the time and the page's title into the stored copy's
 * headers; showing a saved copy puts a visible "saved on <date>, you are offline" line at the top of its body.
 * React 19 skips unexpected elements at the start of <body> while hydrating, so the page still hydrates. The line is
 * English: on a page in another language it says so with `lang="en"`, as the site's untranslated text does.
 */
import { DEFAULT_LANGUAGE, languageOf } from '@escrova/schemas/languages'
import type { SerwistPlugin } from 'serwist'
import { SAVED_AT_HEADER, SAVED_TITLE_HEADER } from './rules.ts'

function titleOf(html: string): string {
  const match = /<title[^>]*>([^<]*)<\/title>/i.exec(html)
  return (match?.[1] ?? '').trim()
}

export function savedOnText(savedAt: Date): string {
  const when = savedAt.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })
  return `Saved on ${when}, you are offline`
}

const BANNER_STYLE =
  'position:sticky;top:0;z-index:1000;margin:0;padding:.5rem 1rem;text-align:center;font:600 .9rem/1.4 system-ui,sans-serif;background:#fef3c7;color:#713f12;border-bottom:1px solid #f59e0b'

/** The page's own language, from `<html lang>`. */
function pageLanguage(html: string): string | undefined {
  return /<html[^>]*\slang="([^"]*)"/i.exec(html)?.[1]
}

function banner(savedAt: Date, language: string | undefined): string {
  const english = languageOf(DEFAULT_LANGUAGE).tag
  const lang = language && language !== english ? ` lang="${english}"` : ''
  return `<p class="offline-saved" role="status"${lang} data-saved-at="${savedAt.toISOString()}" style="${BANNER_STYLE}">${savedOnText(savedAt)}</p>`
}

function isHtml(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').includes('text/html')
}

/** Complete public HTML pages only: a page the server marks private or not storable is never kept. */
function storable(response: Response): boolean {
  const cacheControl = response.headers.get('cache-control') ?? ''
  return response.status === 200 && isHtml(response) && !/\b(no-store|private)\b/.test(cacheControl)
}

export const savedPagePlugin: SerwistPlugin = {
  async cacheWillUpdate({ response }) {
    if (!storable(response)) return null
    const html = await response.text()
    const headers = new Headers(response.headers)
    headers.set(SAVED_AT_HEADER, new Date().toISOString())
    headers.set(SAVED_TITLE_HEADER, encodeURIComponent(titleOf(html)))
    // Content-Length and Content-Encoding described the network's bytes, not this decoded copy.
    headers.delete('content-length')
    headers.delete('content-encoding')
    return new Response(html, { status: response.status, statusText: response.statusText, headers })
  },
  async cachedResponseWillBeUsed({ cachedResponse }) {
    if (!cachedResponse || !isHtml(cachedResponse)) return cachedResponse
    const savedAt = new Date(cachedResponse.headers.get(SAVED_AT_HEADER) ?? Date.now())
    const html = await cachedResponse.text()
    const marked = html.replace(/<body([^>]*)>/i, (body) => `${body}${banner(savedAt, pageLanguage(html))}`)
    return new Response(marked, {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers: cachedResponse.headers,
    })
  },
}
