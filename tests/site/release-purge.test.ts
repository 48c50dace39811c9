/**
 * The live site follows a release: the lake publishes a scheduled release of a new post and the home page's new
 * headline at its time, in one transaction, and the site server (real lake, real server, its page cache) hears one
 * live event that purges every page showing any of them at once. A reader polling home meanwhile, and following
 * every post link it shows, never gets a link to a page that answers 404, and never sees one change without the other.
 */
import { HERO } from '@escrova/schemas/default-copy/home'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { waitFor } from '../support/wait.ts'
import { type LiveStack, startLiveStack } from './live-helpers.ts'

const POST = {
  id: 'post-release-launch',
  title: 'Escrow for Kano textile buyers',
  slug: 'escrow-for-kano-textile-buyers',
}
const HEADLINE = 'Escrow for every trade, from Kano to Lagos'
const RELEASE = 'rlaunch1'

let stack: LiveStack
beforeAll(async () => {
  stack = await startLiveStack()
  await stack.connected()
}, 600_000)
afterAll(async () => {
  await stack?.stop()
})

const postLinks = (html: string) =>
  new Set([...html.matchAll(/href="\/blogs\/([a-z0-9-]+)"/g)].map((m) => m[1]))

describe('a release on the live site', () => {
  it('shows the new post and the home change together, purged by one event, never linking to a 404', async () => {
    const writer = stack.writer.withConfig({ apiVersion: '2025-02-19' })
    const category = await writer.fetch<string>('*[_type == "category"][0]._id')
    const home = await writer.getDocument('homePage')
    if (!home) throw new Error('the seed has no home page')
    // The pages the release changes are cached, the post page is a 404, as a reader last saw them.
    expect((await stack.get('/')).body).toContain(HERO.headline)
    expect((await stack.get('/')).cache).toBe('hit')
    expect((await stack.get(`/blogs/${POST.slug}`)).status).toBe(404)

    const publishAt = new Date(Date.now() + 4000).toISOString()
    const { _rev, _createdAt, _updatedAt, ...homeContent } = home
    await writer.action([
      {
        actionType: 'sanity.action.release.create',
        releaseId: RELEASE,
        metadata: { title: 'Kano launch', releaseType: 'scheduled' },
      },
      {
        actionType: 'sanity.action.document.version.create',
        publishedId: POST.id,
        document: {
          _id: `versions.${RELEASE}.${POST.id}`,
          _type: 'post',
          title: POST.title,
          slug: { _type: 'slug', current: POST.slug },
          publishedAt: publishAt,
          categories: [{ _type: 'reference', _ref: category, _key: 'c1' }],
          body: [
            {
              _type: 'block',
              _key: 'b1',
              style: 'normal',
              markDefs: [],
              children: [{ _type: 'span', _key: 's1', text: `${POST.title}, in full.`, marks: [] }],
            },
          ],
        },
      },
      {
        actionType: 'sanity.action.document.version.create',
        publishedId: 'homePage',
        document: {
          ...homeContent,
          _id: `versions.${RELEASE}.homePage`,
          hero: { ...(home.hero as object), headline: HEADLINE },
        },
      },
      { actionType: 'sanity.action.release.schedule', releaseId: RELEASE, publishAt },
    ] as never)
    const messagesBefore = stack.site.live.stats.messages

    // The reader: home again and again, and every post it links, until home shows the release.
    const followed = new Map<string, number>()
    const seen = { halfDone: 0, broken: [] as string[] }
    const released = await waitFor(
      async () => {
        const page = await stack.get('/')
        const hasPost = page.body.includes(POST.title)
        const hasHeadline = page.body.includes(HEADLINE)
        if (hasPost !== hasHeadline) seen.halfDone += 1
        for (const slug of postLinks(page.body)) {
          if (followed.get(slug) === 200) continue
          const status = (await stack.get(`/blogs/${slug}`)).status
          followed.set(slug, status)
          if (status !== 200) seen.broken.push(`${slug}: ${status}`)
        }
        return hasPost && hasHeadline
      },
      { timeoutMs: 60_000, intervalMs: 20 },
    )
    expect(released).toBe(true)
    expect(seen).toEqual({ halfDone: 0, broken: [] })
    expect(followed.get(POST.slug)).toBe(200)
    // One transaction, one live event for the site: the post, its lists and home were purged together.
    expect(stack.site.live.stats.messages - messagesBefore).toBe(1)
    const post = await stack.get(`/blogs/${POST.slug}`)
    expect(post.body).toContain(`${POST.title}, in full.`)
    for (const path of ['/blogs', '/rss.xml'])
      expect((await stack.get(path)).body, path).toContain(POST.title)
    expect(
      await writer.fetch('*[_id == $id][0].state', { id: `_.releases.${RELEASE}` }, { perspective: 'raw' }),
    ).toBe('published')
  }, 180_000)
})
