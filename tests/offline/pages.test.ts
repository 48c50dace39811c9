/**
 * Pages offline, in Chromium with the network switched off (`context.setOffline`) and the site's service worker:
 * a visited post, /blogs and home open with the "saved on" line; home opens offline after a visit to one post only
 * (a reader who came from a shared link and taps the logo); the first post a reader opened is saved even when they
 * left it at once, before the worker was ready (also when the server was busy at the worker's first try, when
 * the phone wrote it down only after the worker had looked, and when its storage never answered); a page
 * that was loading while the worker activated comes under its control; a post never opened shows the offline page
 * listing the saved posts; a publish is visible online on the next visit; nothing private is in Cache Storage; a
 * Pidgin reader's post, home and offline page open offline in Pidgin.
 */
import type { BrowserContext, Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  PENDING_SAVES_DB,
  PENDING_SAVES_NOTE_KEY,
  PENDING_SAVES_STORE,
} from '../../site/app/offline/pending-saves.ts'
import { type BlogStack, startBlogStack } from '../site/blog-stack.ts'
import { gotoHydrated } from '../site/helpers.ts'
import { poll, waitFor } from '../support/wait.ts'
import { cachedRequests, openControlled, type PostRef, publishedPosts, SAVED_MARKER } from './helpers.ts'

let stack: BlogStack
let posts: PostRef[]
let context: BrowserContext
let page: Page

beforeAll(async () => {
  stack = await startBlogStack()
  posts = await publishedPosts(stack)
  context = await stack.newContext()
  page = await context.newPage()
  // The first visit installs the worker; the pages after it are saved as they are read.
  await openControlled(page, `${stack.siteUrl}/`)
  for (const path of ['/', '/blogs', `/blogs/${posts[0].slug}`])
    await openControlled(page, `${stack.siteUrl}${path}`)
}, 600_000)
afterAll(async () => {
  await stack?.stop()
})

const marker = () => page.locator('.offline-saved')
/** Run in the service worker: whether its registration's active worker has finished activating. */
const isActivated = () =>
  (globalThis as unknown as { registration: ServiceWorkerRegistration }).registration.active?.state ===
  'activated'

/**
 * The reader is back on the site on another post (under the worker's control): the worker saves the first post they
 * opened (the oldest), which then opens offline from its saved copy.
 */
async function savedOnceBack(reader: BrowserContext, tab: Page) {
  const first = posts[posts.length - 1]
  const firstUrl = `${stack.siteUrl}/blogs/${first.slug}`
  await openControlled(tab, `${stack.siteUrl}/blogs/${posts[posts.length - 2].slug}`)
  await waitFor(async () => (await cachedRequests(tab)).some(({ url }) => url === firstUrl))
  await reader.setOffline(true)
  await tab.goto(firstUrl)
  expect(await tab.locator('h1').first().textContent()).toContain(first.title)
  expect((await tab.locator('.offline-saved').textContent())?.trim()).toMatch(SAVED_MARKER)
}

interface SlowNotePage {
  releaseNote(): void
  notes(): Promise<string[]>
}

/**
 * Run in a page before its scripts: its note to the worker (`site/app/offline/pending-saves.ts`) is written only when
 * `releaseNote` is called, as on a phone whose main thread or storage is busy, and the page never hears from the
 * worker (`navigator.serviceWorker.ready` never settles), as one left before the worker was ready.
 */
function slowNoteUnheardPage({ db, store }: { db: string; store: string }) {
  const page = window as unknown as SlowNotePage
  const open = IDBFactory.prototype.open
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  page.releaseNote = release
  Object.defineProperty(navigator.serviceWorker, 'ready', { get: () => new Promise(() => {}) })
  IDBFactory.prototype.open = function (this: IDBFactory, name: string, version?: number) {
    const request = open.call(this, name, version)
    let onSuccess: ((event: Event) => unknown) | null = null
    Object.defineProperty(request, 'onsuccess', {
      get: () => onSuccess,
      set: (handler) => {
        onSuccess = handler
      },
    })
    request.addEventListener('success', (event) => released.then(() => onSuccess?.call(request, event)))
    return request
  }
  page.notes = () =>
    new Promise((resolve, reject) => {
      const request = open.call(indexedDB, db, 1)
      request.onupgradeneeded = () => request.result.createObjectStore(store)
      request.onerror = () => reject(request.error)
      request.onsuccess = () => {
        const keys = request.result.transaction(store).objectStore(store).getAllKeys()
        keys.onsuccess = () => {
          request.result.close()
          resolve(keys.result.map(String))
        }
      }
    })
}

/** Run in a page before its scripts: on `path`, `indexedDB.open` never answers. */
function storageSilentOn(path: string) {
  if (location.pathname !== path) return
  IDBFactory.prototype.open = () => ({}) as IDBOpenDBRequest
}

describe('offline pages', () => {
  it('opens a visited post, /blogs and home offline, each marked as saved', async () => {
    await context.setOffline(true)
    try {
      await page.goto(`${stack.siteUrl}/blogs/${posts[0].slug}`)
      expect(await page.locator('h1').first().textContent()).toContain(posts[0].title)
      expect((await marker().textContent())?.trim()).toMatch(SAVED_MARKER)

      await page.goto(`${stack.siteUrl}/blogs`)
      expect(await page.getByRole('link', { name: posts[0].title }).count()).toBeGreaterThan(0)
      expect((await marker().textContent())?.trim()).toMatch(SAVED_MARKER)

      await page.goto(`${stack.siteUrl}/`)
      expect((await marker().textContent())?.trim()).toMatch(SAVED_MARKER)
      expect(await page.locator('main#main').count()).toBe(1)
    } finally {
      await context.setOffline(false)
    }
  })

  it('opens home offline after a visit to one post only: the logo leads to home, not to the offline page', async () => {
    // A reader who came from a shared post link: a fresh phone, one post, nothing else.
    const reader = await stack.newContext()
    try {
      const tab = await reader.newPage()
      await openControlled(tab, `${stack.siteUrl}/blogs/${posts[2].slug}`)
      // The worker keeps home in the background; offline before that, there is nothing it could do.
      await waitFor(async () => (await cachedRequests(tab)).some(({ url }) => url === `${stack.siteUrl}/`))
      await reader.setOffline(true)
      await tab.getByRole('link', { name: /home$/ }).first().click()
      await tab.waitForURL(`${stack.siteUrl}/`)
      expect((await tab.locator('.offline-saved').textContent())?.trim()).toMatch(SAVED_MARKER)
      expect(await tab.getByRole('heading', { name: 'You are offline' }).count()).toBe(0)
      expect(await tab.locator('main#main').count()).toBe(1)
      expect(await tab.locator('main#main h1').count()).toBe(1)
    } finally {
      await reader.close()
    }
  })

  it('opens Pidgin pages offline in Pidgin: the saved post with its line, the offline page, the Pidgin home', async () => {
    const [pidgin, unread] = await stack.lake
      .client()
      .fetch<{ title: string; slug: string }[]>(
        `*[_type == "post" && language == "pcm" && dateTime(publishedAt) <= dateTime(now())] | order(publishedAt desc)[0...2]{title, "slug": slug.current}`,
      )
    const reader = await stack.newContext()
    try {
      const tab = await reader.newPage()
      const postUrl = `${stack.siteUrl}/pcm/blogs/${pidgin.slug}`
      await openControlled(tab, postUrl)
      await waitFor(async () => {
        const urls = (await cachedRequests(tab)).map(({ url }) => url)
        return urls.includes(postUrl) && urls.includes(`${stack.siteUrl}/pcm`)
      })
      await reader.setOffline(true)
      await tab.goto(postUrl)
      expect(await tab.locator('html').getAttribute('lang')).toBe('pcm')
      expect(await tab.locator('h1').first().textContent()).toContain(pidgin.title)
      // After one page, read before the worker: the line is English's, and says so.
      const saved = tab.locator('.offline-saved')
      expect((await saved.textContent())?.trim()).toMatch(SAVED_MARKER)
      expect(await saved.getAttribute('lang')).toBe('en')

      // A page opened under the worker keeps Pidgin's offline page: the line and the offline page speak Pidgin.
      await reader.setOffline(false)
      await tab.goto(`${stack.siteUrl}/pcm/blogs`)
      await waitFor(async () =>
        (await cachedRequests(tab)).some(({ url }) => url === `${stack.siteUrl}/pcm/offline.html`),
      )
      await reader.setOffline(true)
      await tab.goto(postUrl)
      expect((await saved.textContent())?.trim()).toMatch(/^We save am .+\. Network no dey now\.$/)
      expect(await saved.getAttribute('lang')).toBeNull()
      await tab.goto(`${stack.siteUrl}/pcm/blogs/${unread.slug}`)
      expect(await tab.locator('html').getAttribute('lang')).toBe('pcm')
      expect(await tab.getByRole('heading', { level: 1 }).textContent()).toBe('Network no dey')
      const listed = tab.locator('#saved-posts a')
      await poll(() => listed.count()).toBe(1)
      expect(await listed.getAttribute('href')).toBe(`/pcm/blogs/${pidgin.slug}`)
      expect(await listed.textContent()).toContain(pidgin.title)
      expect(await listed.locator('small').textContent()).toMatch(/^We save am /)
      // The Pidgin home too, kept with the first page read in Pidgin.
      await tab.goto(`${stack.siteUrl}/pcm`)
      expect(await tab.locator('html').getAttribute('lang')).toBe('pcm')
      expect(await tab.locator('main#main h1').count()).toBe(1)
      expect(await tab.getByRole('heading', { name: 'Network no dey' }).count()).toBe(0)
    } finally {
      await reader.close()
    }
  })

  it('keeps the first post a reader opened when they left it at once, before the worker was ready', async () => {
    const reader = await stack.newContext()
    try {
      const tab = await reader.newPage()
      const first = `${stack.siteUrl}/blogs/${posts[posts.length - 1].slug}`
      await tab.goto(first)
      // Gone as soon as it loaded: the worker is not ready yet, and this page never hears from it.
      await tab.goto('about:blank')
      // Back on the site later, on another post: the worker installs and saves the first one too.
      await savedOnceBack(reader, tab)
    } finally {
      await reader.close()
    }
  })

  it('keeps the first post when the reader left it before the phone could open its storage', async () => {
    const reader = await stack.newContext()
    try {
      const tab = await reader.newPage()
      const firstPath = `/blogs/${posts[posts.length - 1].slug}`
      // On that page IndexedDB never answers (a busy phone's first open can outlast the page's load): only its note
      // in localStorage outlives the page (cc23 lost the first post this way).
      await tab.addInitScript(storageSilentOn, firstPath)
      await tab.goto(`${stack.siteUrl}${firstPath}`)
      await tab.goto('about:blank')
      await savedOnceBack(reader, tab)
      // The note has moved to the worker's list and been saved: nothing is left on the device for it.
      expect(await tab.evaluate((key) => localStorage.getItem(key), PENDING_SAVES_NOTE_KEY)).toBeNull()
    } finally {
      await reader.close()
    }
  })

  it('keeps that first post pending when the server was busy as the worker saved it, and saves it on a later try', async () => {
    const reader = await stack.newContext()
    try {
      const tab = await reader.newPage()
      const first = `${stack.siteUrl}/blogs/${posts[posts.length - 1].slug}`
      // The server is busy when the worker first fetches that post, and for 2.5 s after (the lake's 429 or an edge's
      // 503 pass through): every ask meanwhile (the worker's install, its activation, the next page's message) meets
      // it, and no page is opened after, so only the worker's own later try can save the post.
      let busySince: number | undefined
      let busyAnswers = 0
      await reader.route(first, async (route) => {
        const fromWorker = route.request().serviceWorker() !== null
        if (fromWorker) busySince ??= Date.now()
        if (fromWorker && Date.now() - (busySince ?? 0) < 2_500) {
          busyAnswers++
          await route.fulfill({ status: 503, headers: { 'retry-after': '1' }, body: 'Busy' })
        } else await route.continue()
      })
      await tab.goto(first)
      await tab.goto('about:blank')
      await savedOnceBack(reader, tab)
      expect(busyAnswers).toBeGreaterThan(0)
    } finally {
      await reader.close()
    }
  })

  it('keeps the first post when the phone wrote it down only after the worker had looked, and the page never heard from it', async () => {
    const reader = await stack.newContext()
    try {
      const tab = await reader.newPage()
      await tab.addInitScript(slowNoteUnheardPage, { db: PENDING_SAVES_DB, store: PENDING_SAVES_STORE })
      const first = `${stack.siteUrl}/blogs/${posts[posts.length - 1].slug}`
      await tab.goto(first)
      // A busy phone: the note lands after the worker activated (or, where the page waits for its note before it
      // registers the worker, after 3 s), and the page is gone before the worker could answer it.
      await waitFor(async () => reader.serviceWorkers()[0]?.evaluate(isActivated) ?? false, {
        timeoutMs: 3_000,
      }).catch(() => undefined)
      await tab.evaluate(() => (window as unknown as SlowNotePage).releaseNote())
      await waitFor(() => tab.evaluate(() => (window as unknown as SlowNotePage).notes()), {
        accept: (notes) => notes.includes(first),
      })
      await tab.close()
      await savedOnceBack(reader, await reader.newPage())
    } finally {
      await reader.close()
    }
  })

  it('takes control of a page whose navigation was under way while the worker activated', async () => {
    const reader = await stack.newContext()
    try {
      // The worker's install (its precache) waits until the reader has set off for a second post, and that post's
      // answer comes only once the worker has activated: activation claims the pages open then, which this one,
      // still loading, is not.
      let setOff!: () => void
      const underWay = new Promise<void>((resolve) => {
        setOff = resolve
      })
      await reader.route('**/assets/**', async (route) => {
        if (route.request().serviceWorker()) await underWay
        await route.continue()
      })
      const tab = await reader.newPage()
      await gotoHydrated(tab, `${stack.siteUrl}/blogs/${posts[posts.length - 1].slug}`)
      const worker = reader.serviceWorkers()[0] ?? (await reader.waitForEvent('serviceworker'))
      const second = `${stack.siteUrl}/blogs/${posts[posts.length - 3].slug}`
      await reader.route(second, async (route) => {
        setOff()
        await waitFor(() => worker.evaluate(isActivated))
        await route.continue()
      })
      await gotoHydrated(tab, second)
      await waitFor(() => tab.evaluate(() => navigator.serviceWorker.controller !== null))
    } finally {
      await reader.close()
    }
  })

  it('shows the offline page for a post never opened, listing the posts saved on this phone', async () => {
    await context.setOffline(true)
    try {
      await page.goto(`${stack.siteUrl}/blogs/${posts[1].slug}`)
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('You are offline')
      const saved = page.locator('#saved-posts a')
      await poll(() => saved.count()).toBe(1)
      expect(await saved.getAttribute('href')).toBe(`/blogs/${posts[0].slug}`)
      expect(await saved.textContent()).toContain(posts[0].title)
      // A saved post opens from the list.
      await saved.click()
      await page.waitForURL(`${stack.siteUrl}/blogs/${posts[0].slug}`)
      expect((await marker().textContent())?.trim()).toMatch(SAVED_MARKER)
    } finally {
      await context.setOffline(false)
    }
  })

  it('online, a publish shows on the next visit (never the saved copy) and the page carries no "saved" line', async () => {
    const title = `Escrow for Aba traders ${Date.now() % 100_000}`
    await stack.lake.client().patch(posts[0]._id).set({ title }).commit({ visibility: 'sync' })
    await poll(
      async () => {
        await page.goto(`${stack.siteUrl}/blogs/${posts[0].slug}`)
        return page.locator('h1').first().textContent()
      },
      { timeout: 20_000 },
    ).toContain(title)
    expect(await marker().count()).toBe(0)
  })

  it('keeps nothing private: no function answer, no token, no Studio or preview URL in Cache Storage', async () => {
    // A comment sent online reaches the function; its answer must not be stored.
    const requests = await cachedRequests(page)
    expect(requests.length).toBeGreaterThan(0)
    const functionOrigin = new URL(stack.fn.url).origin
    for (const { url } of requests) {
      const parsed = new URL(url)
      expect(parsed.origin, url).not.toBe(functionOrigin)
      expect(parsed.pathname, url).not.toMatch(/^\/(api|studio|preview)(\/|$)/)
      expect([...parsed.searchParams.keys()].join(','), url).not.toMatch(/token|secret|preview|perspective/i)
    }
    const origins = new Set(requests.map(({ url }) => new URL(url).origin))
    expect(origins.has('http://127.0.0.1:9'), 'the function origin baked into the bundle').toBe(false)
  })
})
