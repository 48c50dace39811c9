/**
 * Publishing while people read: a browser walks the blog and a bounded load loop (loopback, a few concurrent
 * requests) keeps asking for pages while posts are published and edited. Not one request may fail, and the server
 * is still answering, with the last post on the list, at the end.
 */
import type { Browser } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENGLISH_POST } from '../support/english-posts.ts'
import { forward, launchBrowser } from '../support/site.ts'
import { poll } from '../support/wait.ts'
import { type LiveStack, publishPost, startLiveStack } from './live-helpers.ts'

let stack: LiveStack
let browser: Browser

beforeAll(async () => {
  stack = await startLiveStack()
  await stack.connected()
  browser = await launchBrowser()
}, 600_000)
afterAll(async () => {
  await browser?.close()
  await stack?.stop()
})

describe('publishing under load', () => {
  it('fails no request of a browser or a load loop while posts are published and edited', async () => {
    const slugs = await stack.writer.fetch<string[]>(
      `*[${ENGLISH_POST} && count(categories) > 0] | order(publishedAt desc)[0...4].slug.current`,
    )
    const paths = [
      '/',
      '/blogs',
      '/blogs?page=2',
      '/sitemap.xml',
      '/rss.xml',
      ...slugs.map((s) => `/blogs/${s}`),
    ]
    const failures: string[] = []
    let requests = 0
    let running = true

    // The load loop: 4 concurrent requesters over the pages, for as long as the publishing lasts.
    const requester = async (offset: number) => {
      for (let i = offset; running; i++) {
        const path = paths[i % paths.length]
        try {
          const response = await fetch(stack.site.url + path)
          await response.arrayBuffer()
          if (response.status !== 200) failures.push(`${path}: ${response.status}`)
        } catch (error) {
          failures.push(`${path}: ${(error as Error).message}`)
        }
        requests++
      }
    }
    const load = [0, 1, 2, 3].map(requester)

    // The browser: a person moving between the list, home and posts.
    const context = await browser.newContext()
    await forward(context, new URL(stack.built.apiHost).origin, new URL(stack.lakeUrl).origin)
    const page = await context.newPage()
    page.on('pageerror', (error) => failures.push(`browser: ${error.message}`))
    page.on('requestfailed', (request) => {
      // The browser's own next navigation cancels what the last page still loads (ERR_ABORTED): not a failure.
      const error = request.failure()?.errorText ?? ''
      if (request.url().startsWith(stack.site.url) && !error.includes('ERR_ABORTED'))
        failures.push(`browser: ${request.url()} ${error}`)
    })
    const browsing = (async () => {
      for (let i = 0; running; i++) {
        const response = await page.goto(stack.site.url + paths[i % paths.length])
        if (response?.status() !== 200)
          failures.push(`browser: ${paths[i % paths.length]} ${response?.status()}`)
      }
    })()

    // The editors: new posts and edits, one after another, each waited for until the list shows it.
    let last = ''
    for (let n = 1; n <= 20; n++) {
      last = `Escrow under load, post ${n}`
      await publishPost(stack.writer, { id: `post-load-${n}`, title: last, slug: `escrow-under-load-${n}` })
      if (n % 3 === 0) {
        last = `${last} (edited)`
        await stack.writer.patch(`post-load-${n}`).set({ title: last }).commit({ visibility: 'sync' })
      }
      await poll(async () => (await stack.get('/blogs')).body.includes(last)).toBe(true)
    }
    running = false
    await Promise.all([...load, browsing])
    await context.close()

    expect(failures).toEqual([])
    expect(requests).toBeGreaterThan(100)
    expect(stack.site.live.stats.messages).toBeGreaterThanOrEqual(20)
  })
})
