/**
 * Shared steps of the offline suites: the service worker in control of a page, what Cache Storage holds, and the
 * posts the seed publishes.
 */
import type { BrowserContext, Page } from 'playwright'
import type { BlogStack } from '../site/blog-stack.ts'
import { gotoHydrated } from '../site/helpers.ts'
import { ENGLISH_POST } from '../support/english-posts.ts'
import { waitFor } from '../support/wait.ts'

export interface PostRef {
  _id: string
  title: string
  slug: string
}

/** Published posts, newest first (as /blogs lists them). */
export function publishedPosts(stack: BlogStack): Promise<PostRef[]> {
  return stack.lake.client().fetch<PostRef[]>(
    `*[${ENGLISH_POST} && !(_id in path("drafts.**")) && defined(slug.current) && dateTime(publishedAt) <= dateTime(now())]
        | order(publishedAt desc, _id asc){_id, title, "slug": slug.current}`,
  )
}

/** Opens `url` and waits until the service worker is active and controls the page. */
export async function openControlled(page: Page, url: string) {
  await gotoHydrated(page, url)
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await waitFor(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
}

/** Every request URL in every cache of the page's origin, with its cache name. */
export function cachedRequests(page: Page): Promise<{ cache: string; url: string }[]> {
  return page.evaluate(async () => {
    const found: { cache: string; url: string }[] = []
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const request of await cache.keys()) found.push({ cache: name, url: request.url })
    }
    return found
  })
}

/** The service workers registered in a context, by their script URL. */
export function workerUrls(context: BrowserContext): string[] {
  return context.serviceWorkers().map((worker) => worker.url())
}

/** The "saved on <date>, you are offline" line the worker puts on a saved page. */
export const SAVED_MARKER = /^Saved on .+, you are offline$/
