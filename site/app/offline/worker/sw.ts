/**
 * The site's service worker (Serwist). Built by `site/scripts/service-worker.ts` into `build/client/sw.js` after the
 * client build, with the precache list injected there.
 *
 * - Precache: the JavaScript and CSS every route needs and the offline page (hashed files: the browser's HTTP cache
 *   usually already has the current page's, so the first visit pays only for the other routes' chunks).
 * - Pages: network first (a short timeout), saved on the phone; offline, the saved copy with a "saved on" line; a page
 *   never saved gets the offline page, which lists the saved posts.
 * - Images: cache first, with an expiry and a cap on entries. Hashed assets: cache first (an older saved page still
 *   finds its own chunks after a deployment).
 * - Nothing else is touched: the function and the content API (other origins) always go to the network.
 * - A new deployment takes over at once (skipWaiting, clientsClaim) and Serwist drops the old precache; caches of an
 *   older naming scheme are deleted on activation.
 */
/// <reference lib="webworker" />
import {
  CacheableResponsePlugin,
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  type PrecacheEntry,
  Serwist,
  type SerwistGlobalConfig,
} from 'serwist'
import { replayOutbox } from '../outbox/replay.ts'
import { CACHE_NAMES, isCachableImage, isSavablePage, OFFLINE_PAGE } from './rules.ts'
import { savedPagePlugin } from './saved-page.ts'

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined
  }
}
declare const self: ServiceWorkerGlobalScope

const DAY_S = 24 * 60 * 60
const origin = self.location.origin

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true },
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: ({ url, request }) => isSavablePage(url, origin, request.destination),
      handler: new NetworkFirst({
        cacheName: CACHE_NAMES.pages,
        networkTimeoutSeconds: 4,
        plugins: [savedPagePlugin, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY_S })],
      }),
    },
    {
      matcher: ({ url }) => url.origin === origin && url.pathname.startsWith('/assets/'),
      handler: new CacheFirst({
        cacheName: CACHE_NAMES.assets,
        plugins: [
          new CacheableResponsePlugin({ statuses: [200] }),
          new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY_S }),
        ],
      }),
    },
    {
      matcher: ({ url, request }) => isCachableImage(url, origin, request.destination),
      handler: new CacheFirst({
        cacheName: CACHE_NAMES.images,
        plugins: [
          new CacheableResponsePlugin({ statuses: [0, 200] }),
          new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 14 * DAY_S, purgeOnQuotaError: true }),
        ],
      }),
    },
  ],
  fallbacks: {
    entries: [{ url: OFFLINE_PAGE, matcher: ({ request }) => request.destination === 'document' }],
  },
})

self.addEventListener('activate', (event) => {
  const kept = new Set<string>(Object.values(CACHE_NAMES))
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => !kept.has(name) && !name.startsWith('serwist-'))
            .map((name) => caches.delete(name)),
        ),
      ),
  )
})

// Background Sync: the forms' queued submissions are sent when the connection returns, even with the page closed.
self.addEventListener('sync', (event) => {
  if (event.tag === 'escrova-outbox') event.waitUntil(replayOutbox())
})

serwist.addEventListeners()
