/**
 * Data saver for the content API's images: when the visitor chose it in the footer (left in the settings cache), or
 * made no choice and the browser sends `Save-Data: on`, the worker fetches and keeps the image at half the width
 * and lower quality (the image pipeline's `w`/`h`/`q`, `auto=format` for AVIF or WebP where the browser takes them).
 */
import type { SerwistPlugin } from 'serwist'
import { CACHE_NAMES, DATA_SAVER_ENTRY, dataSaverImageUrl } from './rules.ts'

async function visitorChoice(): Promise<'on' | 'off' | undefined> {
  const stored = await (await caches.open(CACHE_NAMES.settings)).match(DATA_SAVER_ENTRY)
  const text = await stored?.text()
  return text === 'on' || text === 'off' ? text : undefined
}

async function savingData(request: Request): Promise<boolean> {
  const choice = await visitorChoice().catch(() => undefined)
  return choice ? choice === 'on' : request.headers.get('save-data') === 'on'
}

/**
 * The request the worker really sends (and keeps): smaller when saving data, only for the content API's images. The
 * browser's own headers go with it: without its `Accept`, `auto=format` falls back to JPEG, which weighs more than
 * the WebP or AVIF it would otherwise get and undoes most of the saving.
 */
async function effectiveRequest(request: Request): Promise<Request> {
  const url = new URL(request.url)
  if (url.origin === self.location.origin || !(await savingData(request))) return request
  const smaller = dataSaverImageUrl(url)
  if (smaller.href === url.href) return request
  return new Request(smaller, {
    headers: request.headers,
    credentials: request.credentials,
    mode: request.mode === 'navigate' ? 'same-origin' : request.mode,
  })
}

export const dataSaverPlugin: SerwistPlugin = {
  cacheKeyWillBeUsed: ({ request }) => effectiveRequest(request),
  requestWillFetch: ({ request }) => effectiveRequest(request),
}
