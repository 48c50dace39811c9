/**
 * The Live Content API's event stream through the real `@sanity/client` (`client.live.events()`) and raw HTTP.
 * https://www.sanity.io/docs/live-api-reference — `GET /v2021-03-25/data/live/events/<dataset>`: server-sent events;
 * no authentication for published content; `last-event-id` resumes, an unusable one gets `restart` first;
 * 406 without `Accept: text/event-stream`.
 */
import type { LiveEvent, SanityClient } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { removeDataDir, startTestLake, type TestLake } from '../../tests/support/lake.ts'
import { type EventQueue, intersects, liveEvents, rawLiveEvents } from './support/live.ts'

let lake: TestLake
let writer: SanityClient
let anonymous: SanityClient
let url: string

const isMessage = (event: LiveEvent) => event.type === 'message'

beforeAll(async () => {
  lake = await startTestLake({ live: { replay: 3 } })
  writer = lake.client()
  anonymous = lake.client(null)
  url = `${lake.url}/v2025-01-08/data/live/events/production`
  await writer.create({ _id: 'post-a', _type: 'post', title: 'A', slug: { current: 'a' } })
})
afterAll(() => lake.stop())

describe('live-api-reference, live events: published stream (anonymous)', () => {
  let events: EventQueue<LiveEvent>
  beforeAll(() => {
    events = liveEvents(anonymous)
  })
  afterAll(() => events.close())

  it('starts with welcome, then a message whose tags intersect a matching query after a publish', async () => {
    expect(await events.next()).toMatchObject({ type: 'welcome' })
    const { syncTags = [] } = await anonymous.fetch(
      '*[_id == "post-a"][0].title',
      {},
      { filterResponse: false },
    )
    await writer.patch('post-a').set({ title: 'A2' }).commit()
    const message = await events.next()
    expect(message).toMatchObject({ type: 'message', id: expect.any(String), tags: expect.any(Array) })
    expect(intersects(message.type === 'message' ? message.tags : [], syncTags)).toBe(true)
  })

  it('says nothing at all about a draft edit or a path-id (waitList.x) write', async () => {
    await writer.createOrReplace({ _id: 'drafts.post-a', _type: 'post', title: 'secret draft' })
    await writer.create({ _id: 'waitList.x', _type: 'waitListEntry', email: 'someone@example.com' })
    // A public write after them: events arrive in commit order, so the first event now must be this one's.
    const { syncTags = [] } = await anonymous.fetch('*[_id == "marker"][0]', {}, { filterResponse: false })
    await writer.create({ _id: 'marker', _type: 'marker' })
    const next = await events.next()
    expect(next.type).toBe('message')
    expect(intersects(next.type === 'message' ? next.tags : [], syncTags)).toBe(true)
  })
})

describe('live-api-reference, live events: drafts stream (includeDrafts)', () => {
  it('is refused without a token (401), as the client itself refuses to ask', async () => {
    const refused = await rawLiveEvents(`${url}?includeDrafts=true`)
    expect(refused.response.status).toBe(401)
    expect(((await refused.response.json()) as { message: string }).message).toContain('includeDrafts')
    expect(() => anonymous.live.events({ includeDrafts: true })).toThrow(/token/)
    const badToken = await rawLiveEvents(`${url}?includeDrafts=true`, { authorization: 'Bearer nope' })
    expect(badToken.response.status).toBe(401)
  })

  it('with a token, a draft edit gives a message that intersects the drafts-perspective query', async () => {
    const reader = lake.client('read')
    const events = liveEvents(reader, { includeDrafts: true })
    try {
      expect((await events.next()).type).toBe('welcome')
      const { syncTags = [] } = await reader.fetch(
        '*[_type == "post" && slug.current == "a"][0].title',
        {},
        { filterResponse: false, perspective: 'drafts' },
      )
      await writer
        .patch('drafts.post-a')
        .set({ slug: { current: 'a' }, title: 'draft 2' })
        .commit()
      const { event } = await events.until(isMessage)
      expect(intersects(event.type === 'message' ? event.tags : [], syncTags)).toBe(true)
    } finally {
      events.close()
    }
  })
})

describe('live-api-reference, live events: resuming', () => {
  it('Last-Event-ID resumes with exactly the messages after it', async () => {
    const first = await rawLiveEvents(url)
    expect((await first.next()).event).toBe('welcome')
    for (const title of ['r1', 'r2', 'r3']) await writer.patch('post-a').set({ title }).commit()
    const sent = [await first.next(), await first.next(), await first.next()]
    first.close()
    const resumed = await rawLiveEvents(url, { 'last-event-id': sent[0].id as string })
    expect((await resumed.next()).event).toBe('welcome')
    expect([await resumed.next(), await resumed.next()]).toEqual(sent.slice(1))
    resumed.close()
  })

  it('an unknown id, or one older than the replay buffer, gets restart first', async () => {
    const unknown = await rawLiveEvents(url, { 'last-event-id': 'no-such-event' })
    expect((await unknown.next()).event).toBe('restart')
    expect((await unknown.next()).event).toBe('welcome')
    unknown.close()

    const watcher = await rawLiveEvents(url)
    await watcher.next()
    for (const title of ['o1', 'o2', 'o3', 'o4', 'o5']) await writer.patch('post-a').set({ title }).commit()
    const oldest = await watcher.next()
    watcher.close()
    // The lake keeps 3 messages here: the first of five can no longer be resumed from.
    const stale = await rawLiveEvents(url, { 'last-event-id': oldest.id as string })
    const restart = await stale.next()
    expect(restart.event).toBe('restart')
    expect(restart.id).toBe(lake.runtime.live.position('production', 'published'))
    stale.close()
  })

  it('an id from before the lake restarted gets restart', async () => {
    const first = await startTestLake()
    const firstUrl = `${first.url}/vX/data/live/events/production`
    const stream = await rawLiveEvents(firstUrl)
    await stream.next()
    await first.client().create({ _id: 'p', _type: 'post' })
    const { id } = await stream.next()
    stream.close()
    await first.close()
    const second = await startTestLake({ dataDir: first.dataDir })
    try {
      const resumed = await rawLiveEvents(`${second.url}/vX/data/live/events/production`, {
        'last-event-id': id as string,
      })
      expect((await resumed.next()).event).toBe('restart')
      resumed.close()
    } finally {
      await second.stop()
      removeDataDir(first.dataDir)
    }
  })

  it('a commit touching thousands of keys (an import) restarts the stream instead of listing them', async () => {
    const stream = await rawLiveEvents(url)
    await stream.next()
    const bulk = writer.transaction()
    for (let i = 0; i < 1200; i++) bulk.create({ _id: `bulk-${i}`, _type: 'bulk', n: i })
    await bulk.commit()
    const restart = await stream.next()
    expect(restart.event).toBe('restart')
    // The position it gives resumes cleanly: nothing is replayed and no second restart comes.
    stream.close()
    const resumed = await rawLiveEvents(url, { 'last-event-id': restart.id as string })
    expect((await resumed.next()).event).toBe('welcome')
    resumed.close()
  })

  it('the client reconnects by itself when the stream drops and gets what it missed', async () => {
    const events = liveEvents(anonymous)
    try {
      await events.until((event) => event.type === 'welcome')
      await writer.patch('post-a').set({ title: 'before drop' }).commit()
      await events.until(isMessage)
      lake.runtime.live.closeAll()
      await writer.patch('post-a').set({ title: 'while away' }).commit()
      const { syncTags = [] } = await anonymous.fetch('*[_id == "post-a"][0]', {}, { filterResponse: false })
      const { event, skipped } = await events.until(isMessage)
      expect(skipped.map((e) => e.type)).toContain('reconnect')
      expect(intersects(event.type === 'message' ? event.tags : [], syncTags)).toBe(true)
    } finally {
      events.close()
    }
  })
})

describe('live-api-reference, live events: HTTP', () => {
  it('answers 406 without Accept: text/event-stream, 400 before API 2021-03-25 or for a bad includeDrafts, 404 for an unknown dataset', async () => {
    expect((await fetch(url)).status).toBe(406)
    const old = await rawLiveEvents(`${lake.url}/v1/data/live/events/production`)
    expect(old.response.status).toBe(400)
    expect((await rawLiveEvents(`${lake.url}/vX/data/live/events/nope`)).response.status).toBe(404)
    const bad = await rawLiveEvents(`${url}?includeDrafts=yes`)
    expect(bad.response.status).toBe(400)
    expect(((await bad.response.json()) as { message: string }).message).toContain('includeDrafts')
  })

  it('applies the CORS allow-list like the other endpoints', async () => {
    const allowed = await rawLiveEvents(url, { origin: 'http://localhost:3000' })
    expect(allowed.response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000')
    allowed.close()
    expect((await rawLiveEvents(url, { origin: 'https://evil.example' })).response.status).toBe(403)
  })
})

describe('live-api-reference, live events: connection management', () => {
  it('sends keep-alive comments, goaway past the stream limit, and closing the lake ends open streams', async () => {
    const small = await startTestLake({ live: { keepAliveMs: 50, maxStreams: 1 } })
    const smallUrl = `${small.url}/vX/data/live/events/production`
    const response = await fetch(smallUrl, { headers: { accept: 'text/event-stream' } })
    const reader = (response.body as ReadableStream<Uint8Array>).getReader()
    let text = ''
    while (!text.includes(': keep-alive')) text += new TextDecoder().decode((await reader.read()).value)
    const second = await rawLiveEvents(smallUrl)
    expect(await second.next()).toMatchObject({ event: 'goaway', data: { reason: expect.any(String) } })
    const client = small.client(null)
    const events = liveEvents(client)
    await small.stop()
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {}
    events.close()
  })
})
