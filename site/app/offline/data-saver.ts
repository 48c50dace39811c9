/**
 * Data saver: on when the visitor turns it on in the footer (remembered like the theme), or, with no choice made,
 * when the browser asks to save data (`navigator.connection.saveData`, the `Save-Data: on` header's twin). It is a
 * mark on <html data-save-data="on">, set before paint by an inline script; CSS leaves decorative images out, the
 * carousels do not autoplay, and the service worker fetches the content API's images smaller.
 */
import { DATA_SAVER_KEY } from './data-saver-script.ts'
import { CACHE_NAMES, DATA_SAVER_ENTRY } from './worker/rules.ts'

export function isDataSaverOn(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.saveData === 'on'
}

export function setDataSaver(on: boolean) {
  if (on) document.documentElement.dataset.saveData = 'on'
  else delete document.documentElement.dataset.saveData
  try {
    localStorage.setItem(DATA_SAVER_KEY, on ? 'on' : 'off')
  } catch {
    // Storage disabled: the choice holds for this page view.
  }
  // The service worker reads it from Cache Storage (where there is one).
  if (typeof caches !== 'undefined') {
    caches
      .open(CACHE_NAMES.settings)
      .then((cache) => cache.put(DATA_SAVER_ENTRY, new Response(on ? 'on' : 'off')))
      .catch(() => {})
  }
}
