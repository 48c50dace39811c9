/**
 * How a page is saved and shown again offline. Saving stamps the time and the page's title into the stored copy's
 * headers; showing a saved copy puts a visible "saved on <date>, you are offline" line at the top of its body, in the
 * words and date format of its language's offline page (`../offline-page.ts`: English's is precached, another
 * language's kept once a page in it is read). Until that page is kept the line is English's, marked `lang="en"` as the
 * site's untranslated text is. React 19 skips unexpected elements at the start of <body> while hydrating, so the page
 * still hydrates.
 */
import { LANGUAGES, type LanguageCode } from '@escrova/schemas/languages'
import type { SerwistPlugin } from 'serwist'
import { SAVED_AT_HEADER, SAVED_TITLE_HEADER } from './rules.ts'

/** A language's offline page as the worker has it: its own once kept, else English's (`sw.ts`). */
export type OfflinePageOf = (language: LanguageCode) => Promise<Response | undefined>

function titleOf(html: string): string {
  const match = /<title[^>]*>([^<]*)<\/title>/i.exec(html)
  return (match?.[1] ?? '').trim()
}

/** The `lang` of a page's `<html>`. */
function htmlLang(html: string): string | undefined {
  return /<html[^>]*\slang="([^"]*)"/i.exec(html)?.[1]
}

/**
 * The line's words as an offline page carries them: the sentence (as HTML, escaped there), the date format and the
 * words' language.
 */
async function savedOnWords(offlinePage: Response | undefined) {
  const html = offlinePage ? await offlinePage.text() : ''
  const read = (name: string) => new RegExp(`\\sdata-${name}="([^"]*)"`).exec(html)?.[1]
  const sentence = read('saved-on-offline')
  const locale = read('locale')
  const lang = htmlLang(html)
  return sentence && locale && lang ? { sentence, locale, lang } : undefined
}

const BANNER_STYLE =
  'position:sticky;top:0;z-index:1000;margin:0;padding:.5rem 1rem;text-align:center;font:600 .9rem/1.4 system-ui,sans-serif;background:#fef3c7;color:#713f12;border-bottom:1px solid #f59e0b'

/** The line for a saved page in `pageLang`, or none when no offline page is at hand (the precache always has one). */
async function banner(savedAt: Date, pageLang: string | undefined, offlinePageOf: OfflinePageOf) {
  const language = LANGUAGES.find((candidate) => candidate.tag === pageLang) ?? LANGUAGES[0]
  const words = await savedOnWords(await offlinePageOf(language.code))
  if (!words) return ''
  const when = savedAt.toLocaleString(words.locale, { dateStyle: 'medium', timeStyle: 'short' })
  const lang = words.lang !== pageLang ? ` lang="${words.lang}"` : ''
  return `<p class="offline-saved" role="status"${lang} data-saved-at="${savedAt.toISOString()}" style="${BANNER_STYLE}">${words.sentence.replace('{when}', when)}</p>`
}

function isHtml(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').includes('text/html')
}

/** Complete public HTML pages only: a page the server marks private or not storable is never kept. */
function storable(response: Response): boolean {
  const cacheControl = response.headers.get('cache-control') ?? ''
  return response.status === 200 && isHtml(response) && !/\b(no-store|private)\b/.test(cacheControl)
}

export function savedPagePlugin(offlinePageOf: OfflinePageOf): SerwistPlugin {
  return {
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
      const line = await banner(savedAt, htmlLang(html), offlinePageOf)
      const marked = html.replace(/<body([^>]*)>/i, (body) => `${body}${line}`)
      return new Response(marked, {
        status: cachedResponse.status,
        statusText: cachedResponse.statusText,
        headers: cachedResponse.headers,
      })
    },
  }
}
