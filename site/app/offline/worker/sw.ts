/**
 * The site's service worker (Serwist). Built by `site/scripts/service-worker.ts` into `build/client/sw.js` after the
 * client build, with the precache list injected there.
 *
 * - Precache: the JavaScript and CSS every route needs and the offline page (hashed files: the browser's HTTP cache
 *   usually already has the current page's, so the first visit pays only for the other routes' chunks).
 * - Pages: network first (a short timeout), saved on the phone; offline, the saved copy with a "saved on" line; a page
 *   never saved gets the offline page of its language, which lists the saved posts. Home is kept from the first page
 *   visited, whichever.
 * - Images: cache first, with an expiry and a cap on entries. Hashed assets: cache first (an older saved page still
 *   finds its own chunks after a deployment).
 * - Nothing else is touched: the function and the content API (other origins) always go to the network.
 * - A new deployment takes over at once (skipWaiting, clientsClaim) and Serwist drops the old precache; caches of an
 *   older naming scheme are deleted on activation.
 */
/// <reference lib="webworker" />

import { DEFAULT_LANGUAGE, type LanguageCode } from '@escrova/schemas/languages'
import pRetry from 'p-retry'
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
import { forgetPending, pendingPages } from '../pending-saves.ts'
import { dataSaverPlugin } from './data-saver-images.ts'
import {
  CACHE_NAMES,
  homeOf,
  isCachableImage,
  isPostPath,
  isSavablePage,
  OFFLINE_PAGE,
  offlinePageOf,
  pageLanguageOf,
} from './rules.ts'
import { savedPagePlugin } from './saved-page.ts'

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined
  }
}
declare const self: ServiceWorkerGlobalScope
/** The comment form's code and what it imports, written in by the build (`site/scripts/service-worker.ts`). */
declare const __POST_PAGE_FILES__: string[]

const DAY_S = 24 * 60 * 60
const origin = self.location.origin

/** A language's offline page: its own once kept (`keepOfflinePage`), else English's, precached. */
async function offlinePageFor(language: LanguageCode): Promise<Response | undefined> {
  if (language !== DEFAULT_LANGUAGE) {
    const kept = await caches.match(offlinePageOf(language), { cacheName: CACHE_NAMES.pages })
    if (kept) return kept
  }
  return serwist.matchPrecache(OFFLINE_PAGE)
}

/**
 * Pages: network first, saved on the phone for offline visits (see saved-page.ts); a page never saved gets the offline
 * page of its language.
 */
const pages = new NetworkFirst({
  cacheName: CACHE_NAMES.pages,
  networkTimeoutSeconds: 4,
  plugins: [
    savedPagePlugin(offlinePageFor),
    { handlerDidError: ({ request }) => offlinePageFor(pageLanguageOf(new URL(request.url))) },
    new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY_S }),
  ],
})
/** Hashed build files never change: cache first, kept a while so an older saved page still finds its own. */
const assets = new CacheFirst({
  cacheName: CACHE_NAMES.assets,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY_S }),
  ],
})
/** Images of visited pages: cache first, an expiry and a cap (opaque cross-origin answers count as entries). */
const images = new CacheFirst({
  cacheName: CACHE_NAMES.images,
  plugins: [
    dataSaverPlugin,
    new CacheableResponsePlugin({ statuses: [0, 200] }),
    new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 14 * DAY_S, purgeOnQuotaError: true }),
  ],
})
const isAsset = (url: URL) => url.origin === origin && url.pathname.startsWith('/assets/')

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true },
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  disableDevLogs: true,
  runtimeCaching: [
    { matcher: ({ url, request }) => isSavablePage(url, origin, request.destination), handler: pages },
    { matcher: ({ url }) => isAsset(url), handler: assets },
    { matcher: ({ url, request }) => isCachableImage(url, origin, request.destination), handler: images },
  ],
})

self.addEventListener('activate', (event) => {
  const kept = new Set<string>(Object.values(CACHE_NAMES))
  event.waitUntil(savePendingPages(event))
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

/**
 * A post page loads its comment form's code only as the reader nears the comments, yet a reader who goes offline
 * before that must still get the form. So the worker keeps that code when a post page goes by (its document, or the
 * data of a post reached by a link), once per worker start; a first visit elsewhere (home has no comments) does
 * not pay for it. A fetch that fails (offline) leaves it for the next post page.
 */
let postPageFilesKept: Promise<void> | undefined

function keepPostPageFiles(event: ExtendableEvent): Promise<void> {
  postPageFilesKept ??= Promise.allSettled(
    __POST_PAGE_FILES__.map((file) => assets.handle({ request: new Request(new URL(file, origin)), event })),
  ).then((results) => {
    if (results.some((result) => result.status === 'rejected')) postPageFilesKept = undefined
  })
  return postPageFilesKept
}

const isPostPageRequest = (url: URL) =>
  url.origin === origin && isPostPath(url.pathname.replace(/\.data$/, ''))

/**
 * Home is the installed app's start page and where the logo leads: a reader who came from a shared post link and
 * went offline must still open it. So the first page visited (any page) also keeps the home of its language
 * (`/`, `/pcm`), once per worker start, when it is not saved yet; a visit to home itself saves it as any page (not
 * twice).
 */
const homesKept = new Map<string, Promise<void>>()

function keepHome(home: string, event: ExtendableEvent): Promise<void> {
  let kept = homesKept.get(home)
  if (!kept) {
    kept = caches
      .open(CACHE_NAMES.pages)
      .then((cache) => cache.match(home))
      .then((saved) => (saved ? undefined : pages.handle({ request: new Request(home), event })))
      .then(
        () => undefined,
        // Offline now: the next page visited tries again.
        () => {
          homesKept.delete(home)
        },
      )
    homesKept.set(home, kept)
  }
  return kept
}

/**
 * A page in another language than English keeps its language's offline page (its words, its saved posts), fetched
 * again once per worker start so a deployment's words replace the old. Only pages opened under the worker ask for it:
 * a first visit's bytes stay as they are, and a reader offline after one page gets English's offline page.
 */
const offlinePagesKept = new Map<string, Promise<void>>()

function keepOfflinePage(language: LanguageCode): Promise<void> {
  const path = offlinePageOf(language)
  let kept = offlinePagesKept.get(path)
  if (!kept) {
    kept = fetch(path)
      .then(async (response) => {
        if (!response.ok) throw new Error(`${path}: ${response.status}`)
        await (await caches.open(CACHE_NAMES.pages)).put(path, response)
      })
      // Offline now, or a server busy: the next page in that language tries again.
      .catch(() => {
        offlinePagesKept.delete(path)
      })
    offlinePagesKept.set(path, kept)
  }
  return kept
}

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url)
  if (isPostPageRequest(url)) event.waitUntil(keepPostPageFiles(event))
  if (event.request.mode !== 'navigate') return
  const home = homeOf(url)
  if (url.href !== home && isSavablePage(url, origin, 'document')) event.waitUntil(keepHome(home, event))
  const language = pageLanguageOf(url)
  if (language !== DEFAULT_LANGUAGE && isSavablePage(url, origin, 'document'))
    event.waitUntil(keepOfflinePage(language))
  event.waitUntil(savePendingPages(event))
})

/**
 * The page that installed the worker was loaded before it: it sends its own URL and the files it loaded, which are
 * saved now (the browser's HTTP cache answers, so this costs a revalidation of the HTML, not a download). Only a
 * top-level window of this origin is heard: never a framed (preview) page.
 */
interface SavePageMessage {
  type: 'SAVE_PAGE'
  page: string
  files: { url: string; initiator: string }[]
}

/**
 * A page is fetched to be saved once at a time, and not again for a minute: the worker's install and activation and
 * the page's own message each ask for the first page within a second or two, and each would fetch it again. A busy
 * server's answer (503 or 429, never kept: `saved-page.ts`) is tried again after a second, then two: the asks all
 * came within that one fetch, and no later one may come. A save that still fails (or fails offline) is forgotten at
 * once and rejects, so the next ask tries again and a pending page stays pending; once on a loaded machine the first
 * page's only save met a busy moment and the page was dropped from the pending list unsaved.
 */
const RESAVE_AFTER_MS = 60_000
const recentSaves = new Map<string, Promise<Response>>()

class BusyServer extends Error {}

function savePageOnce(page: URL, event: ExtendableEvent): Promise<Response> {
  let saving = recentSaves.get(page.href)
  if (!saving) {
    const fetchToSave = () =>
      pages.handle({ request: new Request(page), event }).then((response) => {
        if (response.status >= 500 || response.status === 429)
          throw new BusyServer(`not saved: ${response.status}`)
        return response
      })
    saving = pRetry(fetchToSave, {
      retries: 2,
      minTimeout: 1000,
      shouldRetry: ({ error }) => error instanceof BusyServer,
    })
    recentSaves.set(page.href, saving)
    saving.then(
      () => setTimeout(() => recentSaves.delete(page.href), RESAVE_AFTER_MS),
      () => recentSaves.delete(page.href),
    )
  }
  return saving
}

function savePage(message: SavePageMessage, event: ExtendableMessageEvent): Promise<unknown> {
  const tasks: Promise<unknown>[] = []
  const page = new URL(message.page)
  if (isSavablePage(page, origin, 'document')) tasks.push(savePageOnce(page, event))
  if (isPostPageRequest(page)) tasks.push(keepPostPageFiles(event))
  const home = homeOf(page)
  if (page.href !== home) tasks.push(keepHome(home, event))
  for (const file of message.files ?? []) {
    const url = new URL(file.url)
    if (isAsset(url)) tasks.push(assets.handle({ request: new Request(url), event }))
    else if (file.initiator === 'img' && isCachableImage(url, origin, 'image'))
      tasks.push(images.handle({ request: new Request(url, { mode: 'no-cors' }), event }))
  }
  return Promise.allSettled(tasks)
}

self.addEventListener('message', (event) => {
  const source = event.source
  const message = event.data as SavePageMessage | undefined
  if (message?.type !== 'SAVE_PAGE' || !(source instanceof WindowClient)) return
  if (source.frameType !== 'top-level' || new URL(source.url).origin !== origin) return
  // Only a page this worker does not control sends this. One whose navigation was under way while the worker
  // activated was still loading when activation claimed the open pages, and would stay uncontrolled until reloaded.
  const claimed = self.clients.claim().catch(() => undefined)
  event.waitUntil(Promise.all([claimed, savePage(message, event), savePendingPages(event)]))
})

/**
 * Pages opened before this worker controlled them, which wrote their URL down as they ran (`../pending-saves.ts`):
 * saved when the worker installs or activates, on each page's message and on each page opened under its control, so
 * a reader who left the first page at once still has it offline. A page that could not be fetched now (offline, or a
 * failed fetch) stays pending for the next time: the next page visited, not only the next worker.
 */
function savePendingPages(event: ExtendableEvent): Promise<unknown> {
  return pendingPages()
    .then((urls) =>
      Promise.allSettled(
        urls.map(async (url) => {
          const page = new URL(url)
          if (isSavablePage(page, origin, 'document')) await savePageOnce(page, event)
          if (isPostPageRequest(page)) await keepPostPageFiles(event)
          await forgetPending(url)
        }),
      ),
    )
    .catch(() => undefined)
}

self.addEventListener('install', (event) => event.waitUntil(savePendingPages(event)))

// Background Sync: the forms' queued submissions are sent when the connection returns, even with the page closed.
self.addEventListener('sync', (event) => {
  if (event.tag === 'escrova-outbox') event.waitUntil(replayOutbox())
})

serwist.addEventListeners()
