/**
 * Pages rendered on request and cached by sync tags, against a real lake and the real site server: editing a post
 * re-renders exactly the pages that show it (its page, the blog list, home's latest posts, sitemap, RSS, and the
 * post pages whose sidebar lists it among the recent posts), all replaced at one moment, and leaves an unrelated post
 * and /about-us cached;
 * concurrent requests share one render; a page whose content may change with time alone is served stale while one
 * render refreshes it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENGLISH_POST } from '../support/english-posts.ts'
import { poll } from '../support/wait.ts'
import { type LiveStack, publishPost, startLiveStack } from './live-helpers.ts'

interface PostRef {
  _id: string
  title: string
  slug: string
}

describe('precise invalidation', () => {
  let stack: LiveStack
  /** On home's latest posts and the blog list's first page, not among the sidebar's three recent posts. */
  let edited: PostRef
  let newest: PostRef
  let other: PostRef

  beforeAll(async () => {
    stack = await startLiveStack()
    await stack.connected()
    const visible = await stack.writer.fetch<PostRef[]>(
      `*[${ENGLISH_POST} && defined(slug.current) && count(categories) > 0 && dateTime(publishedAt) <= dateTime(now())]
        | order(publishedAt desc, _id asc){_id, title, "slug": slug.current}`,
    )
    newest = visible[0]
    edited = visible[3]
    other = visible[visible.length - 1]
  }, 600_000)
  afterAll(async () => {
    await stack?.stop()
  })

  it('editing a post re-renders its page, the lists, sitemap and RSS, and leaves an unrelated page cached', async () => {
    const related = [`/blogs/${edited.slug}`, '/blogs', '/', '/sitemap.xml', '/rss.xml']
    const unrelated = [`/blogs/${other.slug}`, '/about-us']
    for (const path of [...related, ...unrelated]) {
      expect((await stack.get(path)).status, path).toBe(200)
      expect((await stack.get(path)).cache, path).toBe('hit')
    }

    const title = `Escrow for Onitsha traders ${Date.now() % 100_000}`
    await stack.writer.patch(edited._id).set({ title }).commit({ visibility: 'sync' })

    const groups = stack.site.stats().groups
    // The old pages serve while they are all rendered again; the new ones replace them together, so the moment the
    // post's own page shows the new title, every page that lists it does too, from the cache.
    await poll(async () => (await stack.get(`/blogs/${edited.slug}`)).body.includes(title)).toBe(true)
    expect(stack.site.stats().groups).toBeGreaterThan(groups)
    for (const path of related.slice(1)) {
      const answer = await stack.get(path)
      expect(answer.cache, path).toBe('hit')
      if (path !== '/sitemap.xml') expect(answer.body, path).toContain(title)
    }
    // Nothing about the unrelated post or /about-us changed: still the cached render.
    for (const path of unrelated) expect((await stack.get(path)).cache, path).toBe('hit')
  })

  it('a new post shows on the lists at once, and its page is rendered on its first request', async () => {
    const post = {
      id: 'post-live-new',
      title: 'Escrow for Jos potato farmers',
      slug: 'escrow-for-jos-potato-farmers',
    }
    expect((await stack.get(`/blogs/${post.slug}`)).status).toBe(404)
    expect((await stack.get('/blogs')).cache).toBe('hit')
    await publishPost(stack.writer, post)
    await poll(async () => (await stack.get('/blogs')).body.includes(post.title)).toBe(true)
    const page = await stack.get(`/blogs/${post.slug}`)
    expect(page.status).toBe(200)
    expect(page.body).toContain(`${post.title}, in full.`)
    expect((await stack.get('/rss.xml')).body).toContain(`<title>${post.title}</title>`)
    expect((await stack.get('/sitemap.xml')).body).toContain(`/blogs/${post.slug}</loc>`)
  })

  it('editing a post the sidebar lists among the recent posts re-renders every post page that shows it', async () => {
    const page = `/blogs/${other.slug}`
    await stack.get(page)
    expect((await stack.get(page)).cache).toBe('hit')
    const title = `Escrow for Aba tailors ${Date.now() % 100_000}`
    await stack.writer.patch(newest._id).set({ title }).commit({ visibility: 'sync' })
    await poll(async () => (await stack.get(`/blogs/${newest.slug}`)).body.includes(title)).toBe(true)
    const answer = await stack.get(page)
    expect(answer.cache).toBe('hit')
    expect(answer.body).toContain(title)
  })

  it('concurrent requests for a page being rendered share one render', async () => {
    const path = '/blogs?page=2'
    const before = stack.site.stats().renders
    const answers = await Promise.all(Array.from({ length: 20 }, () => stack.get(path)))
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200))
    expect(new Set(answers.map((a) => a.body)).size).toBe(1)
    expect(stack.site.stats().renders - before).toBe(1)
    expect((await stack.get(path)).cache).toBe('hit')
  })

  it('answers from the cache in a few milliseconds', async () => {
    await stack.get('/blogs')
    const times: number[] = []
    for (let i = 0; i < 20; i++) times.push((await stack.get('/blogs')).ms)
    times.sort((a, b) => a - b)
    // The median, generous for a busy 2-core machine; a render of /blogs takes tens of milliseconds at least.
    expect(times[10]).toBeLessThan(50)
  })
})

describe('stale while revalidating', () => {
  let stack: LiveStack

  beforeAll(async () => {
    stack = await startLiveStack({ staleAfterMs: 1_000 })
    await stack.connected()
  }, 600_000)
  afterAll(async () => {
    await stack?.stop()
  })

  it('a post whose publish time comes (no event) reaches the list: stale copy at once, then the fresh one', async () => {
    const due = Date.now() + 2_500
    const category = await stack.writer.fetch<string>('*[_type == "category"][0]._id')
    await stack.writer.createOrReplace(
      {
        _id: 'post-live-due',
        _type: 'post',
        title: 'Escrow for Calabar boat builders',
        slug: { _type: 'slug', current: 'escrow-for-calabar-boat-builders' },
        publishedAt: new Date(due).toISOString(),
        categories: [{ _type: 'reference', _ref: category, _key: 'c1' }],
      },
      { visibility: 'sync' },
    )
    // Rendered after the write's event: not visible yet, and cached.
    await poll(async () => (await stack.get('/blogs')).cache).toBe('hit')
    expect((await stack.get('/blogs')).body).not.toContain('Escrow for Calabar boat builders')

    await poll(() => Date.now() > due + 1_000, { timeout: 10_000 }).toBe(true)
    // Past its stale-after time: the old copy at once, while one render refreshes it in the background.
    const stale = await stack.get('/blogs')
    expect(stale.cache).toBe('stale')
    expect(stale.body).not.toContain('Escrow for Calabar boat builders')
    await poll(async () =>
      (await stack.get('/blogs')).body.includes('Escrow for Calabar boat builders'),
    ).toBe(true)
  })
})
