/**
 * The post sidebar's category counts against a real lake and the real site server: after a post is published, moved
 * to another category or unpublished, every cached post page shows each category with the lake's own count, within
 * the live-update time, though none of the documents the page shows (its post, the categories) changed. An edit that
 * leaves every count as it was re-renders no page for its sidebar.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { VISIBLE_POST } from '../../schemas/src/queries/visible-post.ts'
import { poll } from '../support/wait.ts'
import { type LiveStack, startLiveStack } from './live-helpers.ts'
import { countOnlyPost, lakeCounts, pagesOffTheLake } from './sidebar-counts.ts'

interface Category {
  _id: string
  title: string
}

describe('sidebar category counts after a publish', () => {
  let stack: LiveStack
  let categories: Category[]
  /** Post pages kept in the server's cache before each change. */
  let pages: string[]

  /** Every cached post page shows the lake's counts. */
  const everyPageMatchesTheLake = () =>
    pagesOffTheLake(stack.writer, pages, async (path) => (await stack.get(path)).body)

  const cacheThePages = async () => {
    for (const path of pages) await stack.get(path)
    for (const path of pages) expect((await stack.get(path)).cache, path).toBe('hit')
  }

  beforeAll(async () => {
    stack = await startLiveStack()
    await stack.connected()
    categories = await stack.writer.fetch<Category[]>(
      '*[_type == "category" && defined(title)] | order(_id asc){_id, title}',
    )
    const slugs = await stack.writer.fetch<string[]>(
      `*[${VISIBLE_POST}] | order(publishedAt desc, _id asc)[0...6].slug.current`,
    )
    pages = slugs.map((slug) => `/blogs/${slug}`)
  }, 600_000)
  afterAll(async () => {
    await stack?.stop()
  })

  const post = countOnlyPost('post-sidebar-count')

  it('a new post in a category: every page shows the category one more', async () => {
    expect(categories.length).toBeGreaterThan(1)
    await cacheThePages()
    const before = await lakeCounts(stack.writer)
    await stack.writer.create(countOnlyPost(post._id, categories[0]._id), { visibility: 'sync' })
    expect((await lakeCounts(stack.writer)).get(categories[0].title)).toBe(
      (before.get(categories[0].title) ?? 0) + 1,
    )
    await poll(everyPageMatchesTheLake).toBe('all match')
  })

  it('the post moved to another category: both counts follow on every page', async () => {
    await cacheThePages()
    await stack.writer
      .patch(post._id)
      .set({ categories: [{ _type: 'reference', _ref: categories[1]._id, _key: 'c1' }] })
      .commit({ visibility: 'sync' })
    await poll(everyPageMatchesTheLake).toBe('all match')
  })

  it('an edit that changes no count re-renders no page for its sidebar', async () => {
    await cacheThePages()
    const renders = stack.site.stats().renders
    await stack.writer
      .patch(post._id)
      .set({ title: 'Escrow for Ibadan cocoa buyers' })
      .commit({ visibility: 'sync' })
    // The shared sidebar answer is read again after the event; wait until the server has heard it and settled.
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    for (const path of pages) expect((await stack.get(path)).cache, path).toBe('hit')
    expect(stack.site.stats().renders).toBe(renders)
  })

  it('the post unpublished: every page shows the category one less again', async () => {
    await cacheThePages()
    await stack.writer.delete(post._id, { visibility: 'sync' })
    await poll(everyPageMatchesTheLake).toBe('all match')
  })
})
