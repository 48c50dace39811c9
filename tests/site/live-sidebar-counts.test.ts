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

interface Category {
  _id: string
  title: string
}

/** Counts as a page shows them: category title -> count, from the sidebar's buttons. */
function shownCounts(html: string): Map<string, number> {
  const counts = new Map<string, number>()
  const item =
    /<span class="sidebar-category-title">([^<]*)<\/span><span class="sidebar-count">(\d+)<span class="visually-hidden">/g
  for (const match of html.matchAll(item)) counts.set(decode(match[1]), Number(match[2]))
  return counts
}

const decode = (text: string) =>
  text.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&lt;', '<')

describe('sidebar category counts after a publish', () => {
  let stack: LiveStack
  let categories: Category[]
  /** Post pages kept in the server's cache before each change. */
  let pages: string[]

  /** The lake's count per category title, as the sidebar counts (visible English posts referencing it). */
  const lakeCounts = async () => {
    const rows = await stack.writer
      .withConfig({ perspective: 'published' })
      .fetch<Array<{ title: string; n: number }>>(
        `*[_type == "category" && defined(title)]{title, "n": count(*[${VISIBLE_POST} && references(^._id)])}`,
      )
    return new Map(rows.map((row) => [row.title, row.n]))
  }

  /** Every cached post page shows the lake's counts (compared as sorted entries, for a readable failure). */
  const everyPageMatchesTheLake = async () => {
    const want = JSON.stringify([...(await lakeCounts())].sort())
    const wrong: string[] = []
    for (const path of pages) {
      const shown = JSON.stringify([...shownCounts((await stack.get(path)).body)].sort())
      if (shown !== want) wrong.push(`${path}: ${shown}`)
    }
    return wrong.length === 0 ? 'all match' : `want ${want}; ${wrong.join('; ')}`
  }

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

  const post = {
    _id: 'post-sidebar-count',
    _type: 'post',
    title: 'Escrow for Ibadan cocoa farmers',
    slug: { _type: 'slug', current: 'escrow-for-ibadan-cocoa-farmers' },
    // Long ago: it never enters the sidebar's recent posts, so only the counts tell of it.
    publishedAt: '2001-01-01T00:00:00Z',
  }

  it('a new post in a category: every page shows the category one more', async () => {
    expect(categories.length).toBeGreaterThan(1)
    await cacheThePages()
    const before = await lakeCounts()
    await stack.writer.create(
      { ...post, categories: [{ _type: 'reference', _ref: categories[0]._id, _key: 'c1' }] },
      { visibility: 'sync' },
    )
    expect((await lakeCounts()).get(categories[0].title)).toBe((before.get(categories[0].title) ?? 0) + 1)
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
