/**
 * Sync tags on query responses and their precision, through the real `@sanity/client`.
 * https://www.sanity.io/docs/live-api-reference — "Sync Tags": query responses include `syncTags`; a live event
 * whose tags intersect them means the result may have changed; otherwise it has not.
 */
import type { LiveEvent, SanityClient } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestLake, type TestLake } from '../../tests/support/lake.ts'
import { type EventQueue, intersects, liveEvents } from './support/live.ts'

let lake: TestLake
let writer: SanityClient
let reader: SanityClient
let events: EventQueue<LiveEvent>

const BY_SLUG = '*[_type == "post" && slug.current == $slug][0]{title, "author": author->name}'

async function tagsOf(query: string, params: Record<string, unknown> = {}, client = reader) {
  const response = await client.fetch(query, params, { filterResponse: false })
  return response.syncTags ?? []
}

/** The next `message` event: its tags, once the commit `write` makes is delivered. */
async function messageAfter(write: () => Promise<unknown>): Promise<string[]> {
  await write()
  const { event } = await events.until((e) => e.type === 'message')
  return event.type === 'message' ? event.tags : []
}

beforeAll(async () => {
  lake = await startTestLake()
  writer = lake.client()
  reader = lake.client(null)
  await writer
    .transaction()
    .create({ _id: 'author-ada', _type: 'author', name: 'Ada' })
    .create({ _id: 'author-bo', _type: 'author', name: 'Bo' })
    .create({
      _id: 'post-a',
      _type: 'post',
      title: 'A',
      slug: { current: 'a' },
      author: { _ref: 'author-ada' },
    })
    .create({
      _id: 'post-b',
      _type: 'post',
      title: 'B',
      slug: { current: 'b' },
      author: { _ref: 'author-bo' },
    })
    .commit()
  events = liveEvents(reader)
  expect((await events.next()).type).toBe('welcome')
})
afterAll(async () => {
  events?.close()
  await lake.stop()
})

describe('live-api-reference "Sync Tags": sync tags on query responses', () => {
  it('fetch(..., {filterResponse: false}) returns opaque s1: syncTags with the result', async () => {
    const response = await reader.fetch(BY_SLUG, { slug: 'a' }, { filterResponse: false })
    expect(response.result).toEqual({ title: 'A', author: 'Ada' })
    expect(response.syncTags?.length).toBeGreaterThan(0)
    for (const tag of response.syncTags ?? []) {
      expect(tag).toMatch(/^s1:[\w-]{12}$/)
      // Opaque: nothing of the query's constants or ids shows through. Words of four letters or more, exact: a
      // random 12-character hash holds some three letters case-blind now and then (`s1:NaAdAfQh8Ml8` held "ada").
      expect(tag).not.toMatch(/post|slug|author/)
    }
  })

  it('tags are keyed by the lake: another lake (other tokens) tags the same content differently', async () => {
    const other = await startTestLake()
    try {
      await other.client().createOrReplace({ _id: 'post-a', _type: 'post', slug: { current: 'a' } })
      const elsewhere = await tagsOf(BY_SLUG, { slug: 'a' }, other.client(null))
      expect(elsewhere.length).toBeGreaterThan(0)
      expect(intersects(elsewhere, await tagsOf(BY_SLUG, { slug: 'a' }))).toBe(false)
    } finally {
      await other.stop()
    }
  })

  it('the same query gives the same tags, and a different slug gives different ones', async () => {
    expect(await tagsOf(BY_SLUG, { slug: 'a' })).toEqual(await tagsOf(BY_SLUG, { slug: 'a' }))
    expect(intersects(await tagsOf(BY_SLUG, { slug: 'a' }), await tagsOf(BY_SLUG, { slug: 'b' }))).toBe(false)
  })

  it('lastLiveEventId from a received event is accepted; a malformed one is a 400', async () => {
    await writer.patch('post-b').set({ views: 1 }).commit()
    const { event } = await events.until((e) => e.type === 'message')
    const lastId = event.type === 'message' ? event.id : ''
    const fresh = await reader.fetch(BY_SLUG, { slug: 'b' }, { lastLiveEventId: lastId })
    expect(fresh).toEqual({ title: 'B', author: 'Bo' })
    await expect(
      reader.fetch(BY_SLUG, { slug: 'b' }, { lastLiveEventId: 'not an id' }),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('lastLiveEventId'),
    })
  })
})

describe('live-api-reference "Sync Tags": precise invalidation', () => {
  it("editing post B does not touch post A's page query; editing A does", async () => {
    const aTags = await tagsOf(BY_SLUG, { slug: 'a' })
    const bTags = await tagsOf(BY_SLUG, { slug: 'b' })
    const editB = await messageAfter(() => writer.patch('post-b').set({ title: 'B2' }).commit())
    expect(intersects(editB, bTags)).toBe(true)
    expect(intersects(editB, aTags)).toBe(false)
    const editA = await messageAfter(() => writer.patch('post-a').set({ title: 'A2' }).commit())
    expect(intersects(editA, aTags)).toBe(true)
  })

  it('a list of posts is invalidated by an edit to any post, and by a new post', async () => {
    const listTags = await tagsOf('*[_type == "post"] | order(title asc) [0...10]{title}')
    expect(
      intersects(await messageAfter(() => writer.patch('post-b').set({ title: 'B3' }).commit()), listTags),
    ).toBe(true)
    const created = await messageAfter(() =>
      writer.create({ _id: 'post-c', _type: 'post', title: 'C', slug: { current: 'c' } }),
    )
    expect(intersects(created, listTags)).toBe(true)
  })

  it('`_id in $ids` (an array parameter) is keyed by each id, as the literal list is', async () => {
    const query = '*[_id in $ids]{_id, _rev}'
    const tags = await tagsOf(query, { ids: ['post-a', 'author-ada'] })
    expect([...tags].sort()).toEqual(
      [...(await tagsOf('*[_id in ["post-a", "author-ada"]]{_id, _rev}'))].sort(),
    )
    expect(tags.length).toBe(2)
    const other = await messageAfter(() => writer.patch('author-bo').set({ name: 'Bo C.' }).commit())
    expect(intersects(other, tags)).toBe(false)
    const shown = await messageAfter(() => writer.patch('author-ada').set({ name: 'Ada M.' }).commit())
    expect(intersects(shown, tags)).toBe(true)
  })

  it('a dereferenced document invalidates the pages that show it', async () => {
    const aTags = await tagsOf(BY_SLUG, { slug: 'a' })
    const renamed = await messageAfter(() => writer.patch('author-ada').set({ name: 'Ada L.' }).commit())
    expect(intersects(renamed, aTags)).toBe(true)
    const other = await messageAfter(() => writer.patch('author-bo').set({ name: 'Bo B.' }).commit())
    expect(intersects(other, aTags)).toBe(false)
  })

  it('changing the field a query is narrowed by invalidates both the old and the new value', async () => {
    const oldSlug = await tagsOf(BY_SLUG, { slug: 'c' })
    const newSlug = await tagsOf(BY_SLUG, { slug: 'c-renamed' })
    const moved = await messageAfter(() =>
      writer.patch('post-c').set({ 'slug.current': 'c-renamed' }).commit(),
    )
    expect(intersects(moved, oldSlug)).toBe(true)
    expect(intersects(moved, newSlug)).toBe(true)
  })

  it("a post's approved comments are keyed by the post, not by status: moderating another post's comment leaves it", async () => {
    const query = '*[_type == "comment" && status == "approved" && post._ref == $post]{text}'
    const aComments = await tagsOf(query, { post: 'post-a' })
    const other = await messageAfter(() =>
      writer.create({ _type: 'comment', status: 'approved', text: 'hi', post: { _ref: 'post-b' } }),
    )
    expect(intersects(other, aComments)).toBe(false)
    const own = await messageAfter(() =>
      writer.create({ _type: 'comment', status: 'approved', text: 'hi', post: { _ref: 'post-a' } }),
    )
    expect(intersects(own, aComments)).toBe(true)
  })

  it('a language\'s list (`coalesce(language, "en") == $language`) is keyed by its posts in that language', async () => {
    const LIST =
      '*[_type == "post" && coalesce(language, "en") == $language] | order(title asc) [0...10]{title}'
    const pidginList = await tagsOf(LIST, { language: 'pcm' })
    const englishList = await tagsOf(LIST, { language: 'en' })
    // An English post (no `language`, as one made before languages existed) changes the English list only.
    const english = await messageAfter(() => writer.patch('post-a').set({ title: 'A3' }).commit())
    expect(intersects(english, pidginList)).toBe(false)
    expect(intersects(english, englishList)).toBe(true)
    // A Pidgin post entering, changing and leaving (its language removed: English now) changes the Pidgin list.
    const created = await messageAfter(() =>
      writer.create({ _id: 'post-a-pcm', _type: 'post', title: 'A for Pidgin', language: 'pcm' }),
    )
    expect(intersects(created, pidginList)).toBe(true)
    // Nor does a Pidgin post's edit, or a comment's, touch the English list (sync-tags.ts `TYPED_PATHS`).
    const edited = await messageAfter(() =>
      writer.patch('post-a-pcm').set({ title: 'A for Pidgin 2' }).commit(),
    )
    expect(intersects(edited, englishList)).toBe(false)
    const comment = await messageAfter(() => writer.create({ _type: 'comment', text: 'no language' }))
    expect(intersects(comment, englishList)).toBe(false)
    const left = await messageAfter(() => writer.patch('post-a-pcm').unset(['language']).commit())
    expect(intersects(left, pidginList)).toBe(true)
    expect(intersects(left, englishList)).toBe(true)
    // And the answer is the same as an unnarrowed scan's: the post now counts as English.
    expect(await reader.fetch(LIST, { language: 'pcm' })).toEqual([])
    expect(await reader.fetch<Array<{ title: string }>>(LIST, { language: 'en' })).toContainEqual({
      title: 'A for Pidgin 2',
    })
  })

  it('a query that cannot be narrowed is invalidated by every commit', async () => {
    const countTags = await tagsOf('count(*[defined(title)])')
    expect(
      intersects(await messageAfter(() => writer.patch('author-bo').set({ x: 1 }).commit()), countTags),
    ).toBe(true)
  })
})
