/**
 * No link to a page that is gone, through the edge cache: Varnish (site/edge/) in front of two site replicas, the
 * purger on the lake's live events. Every post page's sidebar shows the newest posts; such a page depends exactly on
 * them (site/server/shown-documents.ts), so an edit of one shows on every page through the cache, and after they are
 * unpublished and deleted a crawl through the edge (tests/support/crawl.ts) finds no link answering 404, although
 * the edge keeps pages for an hour.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EDGE_SETTINGS, type RunningEdge, startEdge } from '../../site/edge/stack.ts'
import { varnishMissing } from '../../site/edge/varnish.ts'
import type { RunningSite } from '../../site/server/serve.ts'
import { brokenLinks, crawl } from '../support/crawl.ts'
import { ENGLISH_POST } from '../support/english-posts.ts'
import { startTestLake, type TestLake } from '../support/lake.ts'
import { buildTestSite, serveTestSite } from '../support/site.ts'
import { takeNewestPostsAway } from '../support/take-posts-away.ts'
import { waitFor } from '../support/wait.ts'

let lake: TestLake
let replicas: RunningSite[]
let edge: RunningEdge

beforeAll(async () => {
  const missing = varnishMissing()
  if (missing) throw new Error(missing)
  const built = await buildTestSite()
  lake = await startTestLake({ seed: true })
  replicas = await Promise.all([0, 1].map(() => serveTestSite(built, lake.url, { edge: EDGE_SETTINGS })))
  edge = await startEdge({ origins: replicas.map((site) => site.url), apiHost: lake.url, log: () => {} })
  await waitFor(() => edge.purger.live.connected && replicas.every((site) => site.live.connected), {
    timeoutMs: 30_000,
  })
}, 600_000)

afterAll(async () => {
  await edge?.stop()
  await Promise.all((replicas ?? []).map((site) => site.close()))
  await lake?.stop()
})

const text = async (path: string) => {
  const response = await fetch(edge.url + path)
  return { edge: response.headers.get('x-edge-cache'), body: await response.text() }
}

describe('pages that show a post, through the edge', () => {
  it("an edit of a post in the sidebar's recent posts shows on another post's page kept by the edge", async () => {
    const writer = lake.client('write')
    const [newest, older] = await writer
      .fetch<Array<{ _id: string; slug: string }>>(
        `*[${ENGLISH_POST} && count(categories) > 0 && defined(slug.current) && publishedAt < now()] | order(publishedAt desc, _id asc)[0...30]{_id, "slug": slug.current}`,
      )
      .then((posts) => [posts[0], posts[posts.length - 1]])
    const page = `/blogs/${older.slug}`
    await text(page)
    expect((await text(page)).edge).toBe('hit')
    const title = `Renamed in the sidebar ${Date.now()}`
    await writer.patch(newest._id).set({ title }).commit({ visibility: 'sync' })
    await waitFor(async () => (await text(page)).body.includes(title), { timeoutMs: 15_000 })
  })

  it('after the posts every post page showed are unpublished and deleted, a crawl finds no link answering 404', async () => {
    const before = await crawl(edge.url)
    const gone = await takeNewestPostsAway(lake.client('write'))
    for (const post of gone) expect(before.get(`/blogs/${post.slug}`)?.status, post.slug).toBe(200)
    for (const post of gone)
      await waitFor(async () => (await fetch(`${edge.url}/blogs/${post.slug}`)).status === 404, {
        timeoutMs: 15_000,
      })
    const after = await crawl(edge.url)
    expect(brokenLinks(after)).toEqual([])
    for (const post of gone) expect([...after.keys()], post.slug).not.toContain(`/blogs/${post.slug}`)
    // Every other post is still reached.
    expect([...after.keys()].filter((path) => path.startsWith('/blogs/')).length).toBeGreaterThanOrEqual(31)
  }, 300_000)
})
