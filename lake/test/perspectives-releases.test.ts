/**
 * The read side of Content Releases through the real `@sanity/client` on API v2025-02-19: release documents
 * (`_.releases.<rid>`) and versions (`versions.<rid>.<id>`) in the store, perspective stacks (`rA,rB,drafts`: the
 * first layer holding a document wins, shown under the published id with `_originalId`), unpublish markers,
 * `sanity::partOfRelease` / `sanity::versionOf`, what anonymous readers never see, and listen / live events with
 * versions. https://www.sanity.io/docs/content-lake/perspectives, .../drafts-and-versions.
 */
import type { LiveEvent, MutationEvent, SanityClient } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestLake, type TestLake } from '../../tests/support/lake.ts'
import { waitFor } from '../../tests/support/wait.ts'
import { intersects, liveEvents } from './support/live.ts'

const API = '2025-02-19'

let lake: TestLake
let client: SanityClient
let anonymous: SanityClient

const post = (id: string, title: string, extra: Record<string, unknown> = {}) => ({
  _id: id,
  _type: 'post',
  title,
  ...extra,
})

beforeAll(async () => {
  lake = await startTestLake()
  client = lake.client().withConfig({ apiVersion: API })
  anonymous = lake.client(null).withConfig({ apiVersion: API })
  await client
    .transaction()
    .create({
      _id: '_.releases.rSpring',
      _type: 'system.release',
      state: 'active',
      metadata: { title: 'Spring' },
    })
    .create({
      _id: '_.releases.rLater',
      _type: 'system.release',
      state: 'active',
      metadata: { title: 'Later' },
    })
    .create(post('post-1', 'Published one'))
    .create(post('drafts.post-1', 'Draft one'))
    .create(post('versions.rSpring.post-1', 'Spring one'))
    .create(post('versions.rLater.post-1', 'Later one'))
    .create(post('post-2', 'Published two'))
    // Publishing rLater unpublishes post-2 (what the Studio's "unpublish when releasing" writes).
    .create(post('versions.rLater.post-2', 'Published two', { _system: { delete: true } }))
    .create(post('versions.rSpring.post-3', 'Spring three'))
    .create(post('drafts.post-4', 'Draft four'))
    .commit()
})
afterAll(() => lake.stop())

const TITLES = '*[_type == "post"] | order(_id) {_id, _originalId, title}'

describe('perspective stacks', () => {
  it('a release over drafts: versions first, then drafts, then published, under the published id', async () => {
    expect(await client.fetch(TITLES, {}, { perspective: ['rSpring', 'drafts'] })).toEqual([
      { _id: 'post-1', _originalId: 'versions.rSpring.post-1', title: 'Spring one' },
      { _id: 'post-2', _originalId: 'post-2', title: 'Published two' },
      { _id: 'post-3', _originalId: 'versions.rSpring.post-3', title: 'Spring three' },
      { _id: 'post-4', _originalId: 'drafts.post-4', title: 'Draft four' },
    ])
  })

  it('the first release named wins; a winning unpublish marker hides the document', async () => {
    expect(await client.fetch(TITLES, {}, { perspective: ['rLater', 'rSpring', 'drafts'] })).toEqual([
      { _id: 'post-1', _originalId: 'versions.rLater.post-1', title: 'Later one' },
      { _id: 'post-3', _originalId: 'versions.rSpring.post-3', title: 'Spring three' },
      { _id: 'post-4', _originalId: 'drafts.post-4', title: 'Draft four' },
    ])
    const springFirst = await client.fetch(TITLES, {}, { perspective: ['rSpring', 'rLater', 'drafts'] })
    expect(springFirst.map((doc: { _originalId: string }) => doc._originalId)).toEqual([
      'versions.rSpring.post-1',
      'versions.rSpring.post-3',
      'drafts.post-4',
    ])
  })

  it('without drafts in the stack, a release sits directly over published', async () => {
    expect(await client.fetch(TITLES, {}, { perspective: ['rSpring'] })).toEqual([
      { _id: 'post-1', _originalId: 'versions.rSpring.post-1', title: 'Spring one' },
      { _id: 'post-2', _originalId: 'post-2', title: 'Published two' },
      { _id: 'post-3', _originalId: 'versions.rSpring.post-3', title: 'Spring three' },
    ])
  })

  it('answers the same through GET (comma list), POST (long query) and dereferences in the stack', async () => {
    await client.createOrReplace({
      _id: 'versions.rSpring.home',
      _type: 'homePage',
      featured: { _type: 'reference', _ref: 'post-3', _weak: true },
    })
    const query = '*[_id == "home"][0]{"featured": featured->title}'
    expect(await client.fetch(query, {}, { perspective: ['rSpring', 'drafts'] })).toEqual({
      featured: 'Spring three',
    })
    const padded = `${query}${' '.repeat(12_000)}`
    expect(await client.fetch(padded, {}, { perspective: ['rSpring', 'drafts'] })).toEqual({
      featured: 'Spring three',
    })
    const raw = await fetch(
      `${lake.url}/v${API}/data/query/production?query=${encodeURIComponent(query)}&perspective=rSpring,drafts`,
      { headers: { authorization: `Bearer ${lake.tokens.write}` } },
    )
    expect(((await raw.json()) as { result: unknown }).result).toEqual({ featured: 'Spring three' })
    expect(await client.fetch(query, {}, { perspective: 'published' })).toBeNull()
  })

  it('follows writes: a new version shows in the stack at once', async () => {
    const query = '*[_id == "post-2"][0].title'
    expect(await client.fetch(query, {}, { perspective: ['rSpring', 'drafts'] })).toBe('Published two')
    await client.create(post('versions.rSpring.post-2', 'Spring two'))
    expect(await client.fetch(query, {}, { perspective: ['rSpring', 'drafts'] })).toBe('Spring two')
    await client.delete('versions.rSpring.post-2')
    expect(await client.fetch(query, {}, { perspective: ['rSpring', 'drafts'] })).toBe('Published two')
  })

  it('raw in a stack, or a name no release id can be, is a 400 naming the perspective', async () => {
    for (const perspective of ['rSpring,raw', 'r spring', 'drafts.post-1']) {
      const response = await fetch(
        `${lake.url}/v${API}/data/query/production?query=*&perspective=${encodeURIComponent(perspective)}`,
        { headers: { authorization: `Bearer ${lake.tokens.write}` } },
      )
      expect(response.status, perspective).toBe(400)
      expect(await response.json()).toMatchObject({
        statusCode: 400,
        message: expect.stringMatching(/perspective/),
      })
    }
  })
})

describe('named perspectives with versions', () => {
  it('published and drafts never show a version; raw shows everything on v2025-02-19', async () => {
    const ids = '*[_type == "post"]._id'
    expect(await client.fetch(ids, {}, { perspective: 'published' })).toEqual(['post-1', 'post-2'])
    expect(await client.fetch('*[_type == "post"]._originalId', {}, { perspective: 'drafts' })).toEqual([
      'drafts.post-1',
      'post-2',
      'drafts.post-4',
    ])
    expect(await client.fetch(ids, {}, { perspective: 'raw' })).toEqual([
      'drafts.post-1',
      'drafts.post-4',
      'post-1',
      'post-2',
      'versions.rLater.post-1',
      'versions.rLater.post-2',
      'versions.rSpring.post-1',
      'versions.rSpring.post-3',
    ])
  })

  it('API versions before 2025-02-19 never see versions, even in raw', async () => {
    const old = lake.client().withConfig({ apiVersion: '2025-01-08' })
    const ids = await old.fetch<string[]>('*[_type == "post"]._id', {}, { perspective: 'raw' })
    expect(ids).toEqual(['drafts.post-1', 'drafts.post-4', 'post-1', 'post-2'])
  })

  it('release documents are read like any document by a reader who may, in every perspective', async () => {
    const query = '*[_type == "system.release" && _id in path("_.releases.*")] | order(_id) {_id, state}'
    for (const perspective of ['raw', 'published', 'drafts'] as const) {
      expect(await client.fetch(query, {}, { perspective })).toEqual([
        { _id: '_.releases.rLater', state: 'active' },
        { _id: '_.releases.rSpring', state: 'active' },
      ])
    }
  })
})

describe('sanity::partOfRelease and sanity::versionOf', () => {
  it('partOfRelease matches the versions of one release (raw), alone and beside an indexed filter', async () => {
    expect(
      await client.fetch(
        '*[sanity::partOfRelease($rid)]._id | order(@)',
        { rid: 'rSpring' },
        { perspective: 'raw' },
      ),
    ).toEqual(['versions.rSpring.home', 'versions.rSpring.post-1', 'versions.rSpring.post-3'])
    expect(
      await client.fetch(
        '*[_type == "post" && sanity::partOfRelease("rLater")]._id',
        {},
        { perspective: 'raw' },
      ),
    ).toEqual(['versions.rLater.post-1', 'versions.rLater.post-2'])
    expect(
      await client.fetch(
        'count(*[_type == "post" && !sanity::partOfRelease("rLater")])',
        {},
        { perspective: 'raw' },
      ),
    ).toBe(6)
  })

  it('versionOf matches the published document, its draft and every version of it', async () => {
    expect(await client.fetch('*[sanity::versionOf("post-1")]._id', {}, { perspective: 'raw' })).toEqual([
      'drafts.post-1',
      'post-1',
      'versions.rLater.post-1',
      'versions.rSpring.post-1',
    ])
    expect(
      await client.fetch(
        '*[_id == "post-1" || sanity::versionOf($id)]._id',
        { id: 'post-3' },
        { perspective: 'raw' },
      ),
    ).toEqual(['post-1', 'versions.rSpring.post-3'])
  })

  it('in a stack every document shows under its published id, so partOfRelease matches none (as hosted)', async () => {
    const stack = { perspective: ['rSpring', 'drafts'] as string[] }
    expect(await client.fetch('*[sanity::partOfRelease("rSpring")]._id', {}, stack)).toEqual([])
    expect(await client.fetch('*[sanity::versionOf("post-1")]._originalId', {}, stack)).toEqual([
      'versions.rSpring.post-1',
    ])
  })
})

describe('anonymous readers', () => {
  it('never see a version or a release document, whatever perspective they name', async () => {
    for (const perspective of [['rSpring', 'drafts'], ['rSpring'], 'raw', 'drafts', 'published'] as const) {
      const seen = await anonymous.fetch<Array<{ _id: string; _originalId?: string; title?: string }>>(
        '*[] | order(_id) {_id, _originalId, title}',
        {},
        { perspective: perspective as never },
      )
      expect(
        seen.map((doc) => doc._originalId ?? doc._id),
        String(perspective),
      ).toEqual(['post-1', 'post-2'])
      expect(seen[0].title).toBe('Published one')
    }
    expect(await anonymous.fetch('*[sanity::partOfRelease("rSpring")]', {}, { perspective: 'raw' })).toEqual(
      [],
    )
  })

  it('data/doc omits versions and releases for permission', async () => {
    const response = await fetch(
      `${lake.url}/v${API}/data/doc/production/versions.rSpring.post-1,_.releases.rSpring,post-1`,
    )
    expect(await response.json()).toEqual({
      documents: [expect.objectContaining({ _id: 'post-1' })],
      omitted: [
        { id: 'versions.rSpring.post-1', reason: 'permission' },
        { id: '_.releases.rSpring', reason: 'permission' },
      ],
    })
  })
})

/** A listener's mutation events as they arrive, after its `welcome`. */
function listen(source: SanityClient, query: string, options: Record<string, unknown> = {}) {
  const events: MutationEvent[] = []
  let welcomed!: () => void
  const welcome = new Promise<void>((resolve) => {
    welcomed = resolve
  })
  const subscription = source
    .listen(query, {}, { events: ['welcome', 'mutation'], ...options } as never)
    .subscribe((event: { type: string }) => {
      if (event.type === 'welcome') welcomed()
      else if (event.type === 'mutation') events.push(event as MutationEvent)
    })
  const until = (id: string) => waitFor(() => events.some((event) => event.documentId === id))
  return { events, welcome, until, stop: () => subscription.unsubscribe() }
}

describe('listen and live events with versions', () => {
  it('includeAllVersions=true delivers version mutations; without it versions are never heard', async () => {
    const all = listen(client, '*[_type == "post"]', { includeAllVersions: true })
    const plain = listen(client, '*[_type == "post"]')
    const release = listen(client, '*[sanity::partOfRelease("rSpring")]', { includeAllVersions: true })
    await Promise.all([all.welcome, plain.welcome, release.welcome])
    await client.create(post('versions.rSpring.post-5', 'Spring five'))
    await client.create(post('post-6', 'Published six'))
    // Events come in commit order: once each listener has the last write, it has everything before it.
    await Promise.all([all.until('post-6'), plain.until('post-6')])
    await release.until('versions.rSpring.post-5')
    for (const listener of [all, plain, release]) listener.stop()
    expect(all.events.map((e) => [e.documentId, e.transition])).toEqual([
      ['versions.rSpring.post-5', 'appear'],
      ['post-6', 'appear'],
    ])
    expect(all.events[0].result).toMatchObject({ title: 'Spring five' })
    expect(plain.events.map((e) => e.documentId)).toEqual(['post-6'])
    expect(release.events.map((e) => e.documentId)).toEqual(['versions.rSpring.post-5'])
  })

  it('a version write never reaches the published live stream; the drafts stream tells a stack query', async () => {
    const published = liveEvents(anonymous)
    const drafts = liveEvents(client, { includeDrafts: true })
    try {
      expect((await published.next()).type).toBe('welcome')
      expect((await drafts.next()).type).toBe('welcome')
      const stackTags = await client.fetch(
        '*[_id == "post-7"][0].title',
        {},
        {
          filterResponse: false,
          perspective: ['rSpring', 'drafts'],
        },
      )
      const publicTags = await anonymous.fetch('*[_id == "post-8"][0].title', {}, { filterResponse: false })
      await client.create(post('versions.rSpring.post-7', 'Spring seven'))
      await client.create(post('post-8', 'Published eight'))
      const first: LiveEvent = await published.next()
      expect(first.type).toBe('message')
      // The anonymous stream's first message is the public write's: the version before it said nothing there.
      expect(intersects(first.type === 'message' ? first.tags : [], publicTags.syncTags ?? [])).toBe(true)
      const versionMessage: LiveEvent = await drafts.next()
      expect(
        intersects(versionMessage.type === 'message' ? versionMessage.tags : [], stackTags.syncTags ?? []),
      ).toBe(true)
    } finally {
      published.close()
      drafts.close()
    }
  })
})
