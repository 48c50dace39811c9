/**
 * The real @sanity/client (the version the site and function use) against the lake: query, doc and mutate,
 * with their error cases.
 */
import type { SanityClient } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestLake, type TestLake } from '../../tests/support/lake.ts'

let lake: TestLake
let client: SanityClient

beforeAll(async () => {
  lake = await startTestLake()
  client = lake.client()
  await client
    .transaction()
    .create({ _id: 'author-ada', _type: 'author', name: 'Ada Obi' })
    .create({ _id: 'category-escrow', _type: 'category', title: 'Escrow' })
    .create({
      _id: 'post-1',
      _type: 'post',
      title: 'How escrow protects buyers',
      slug: { current: 'how-escrow-protects-buyers' },
      author: { _type: 'reference', _ref: 'author-ada' },
      categories: [{ _key: 'c1', _type: 'reference', _ref: 'category-escrow' }],
      publishedAt: '2026-01-02T10:00:00Z',
    })
    .create({ _id: 'drafts.post-1', _type: 'post', title: 'How escrow protects buyers (edited)' })
    .commit()
})

afterAll(() => lake.stop())

describe('query', () => {
  it('answers GET queries with params, following references', async () => {
    const post = await client.fetch(
      '*[_type == "post" && slug.current == $slug][0]{title, "author": author->name}',
      {
        slug: 'how-escrow-protects-buyers',
      },
    )
    expect(post).toEqual({ title: 'How escrow protects buyers', author: 'Ada Obi' })
  })

  it('returns {query, ms, result} with filterResponse: false', async () => {
    const response = await client.fetch('count(*[_type == "post"])', {}, { filterResponse: false })
    expect(response.query).toBe('count(*[_type == "post"])')
    expect(response.result).toBe(1)
    expect(typeof response.ms).toBe('number')
  })

  it('uses POST for long queries and answers the same', async () => {
    const padding = ' '.repeat(12_000)
    const count = await client.fetch(`count(*[_type == "post"])${padding}`)
    expect(count).toBe(1)
  })

  it('applies perspectives: published (default), drafts and raw', async () => {
    expect(await client.fetch('*[_id == "post-1"][0].title')).toBe('How escrow protects buyers')
    expect(await client.fetch('*[_id == "post-1"][0].title', {}, { perspective: 'drafts' })).toBe(
      'How escrow protects buyers (edited)',
    )
    const raw = await client.fetch('*[_type == "post"]._id | order(@)', {}, { perspective: 'raw' })
    expect(raw).toEqual(['drafts.post-1', 'post-1'])
  })

  it('reports parse errors as queryParseError with the position', async () => {
    const error = await client.fetch('*[_type == "post"').catch((e) => e)
    expect(error.statusCode).toBe(400)
    expect(error.details).toMatchObject({ type: 'queryParseError', query: '*[_type == "post"' })
    expect(typeof error.details.start).toBe('number')
    expect(error.details.end).toBeGreaterThan(error.details.start)
  })

  it('reports a referenced but missing param', async () => {
    const error = await client.fetch('*[slug.current == $slug]').catch((e) => e)
    expect(error.statusCode).toBe(400)
    expect(error.details.type).toBe('queryParseError')
    expect(error.message).toContain('$slug')
  })

  it('honours now()', async () => {
    const now = new Date(await client.fetch('now()')).getTime()
    expect(Math.abs(now - Date.now())).toBeLessThan(5_000)
  })
})

describe('doc', () => {
  it('returns documents by id and omits missing ones', async () => {
    expect((await client.getDocument('post-1'))?.title).toBe('How escrow protects buyers')
    expect(await client.getDocument('nope')).toBeUndefined()
    const docs = await client.getDocuments(['post-1', 'nope', 'author-ada'])
    expect(docs.map((doc) => doc?._id ?? null)).toEqual(['post-1', null, 'author-ada'])
  })
})

describe('mutate', () => {
  it('creates with a generated id and maintains system fields', async () => {
    const doc = await client.create({ _type: 'tag', title: 'Payments' })
    expect(doc._id).toMatch(/^[\w-]{20,}$/)
    expect(doc._rev).toBeTruthy()
    expect(doc._createdAt).toBe(doc._updatedAt)
    const prefixed = await client.create({ _id: 'waitList.', _type: 'waitListApplication' })
    expect(prefixed._id).toMatch(/^waitList\.[A-Za-z0-9]{10,}$/)
  })

  it('refuses to create an existing id with 409', async () => {
    const error = await client.create({ _id: 'post-1', _type: 'post' }).catch((e) => e)
    expect(error.statusCode).toBe(409)
    expect(error.details.items[0].error.type).toBe('documentAlreadyExistsError')
  })

  it('createIfNotExists keeps the existing document, createOrReplace replaces it', async () => {
    await client.createIfNotExists({ _id: 'tag-a', _type: 'tag', title: 'First' })
    await client.createIfNotExists({ _id: 'tag-a', _type: 'tag', title: 'Second' })
    expect((await client.getDocument('tag-a'))?.title).toBe('First')
    const before = await client.getDocument('tag-a')
    const replaced = await client.createOrReplace({ _id: 'tag-a', _type: 'tag', title: 'Third' })
    expect(replaced.title).toBe('Third')
    expect(replaced._createdAt).toBe(before?._createdAt)
    expect(replaced._rev).not.toBe(before?._rev)
  })

  it('patches with set, setIfMissing, unset, insert, inc, dec', async () => {
    await client.create({ _id: 'counter', _type: 'thing', n: 10, list: ['b'], gone: true, name: 'x' })
    // One insert per patch: the client's builder keeps a single `insert` object per patch.
    await client
      .transaction()
      .patch('counter', (p) =>
        p
          .set({ name: 'y' })
          .setIfMissing({ name: 'z', extra: 'e' })
          .unset(['gone'])
          .inc({ n: 5 })
          .dec({ n: 2 }),
      )
      .patch('counter', (p) => p.insert('before', 'list[0]', ['a']))
      .patch('counter', (p) => p.insert('after', 'list[-1]', ['c']))
      .commit()
    const doc = (await client.getDocument('counter')) as Record<string, unknown>
    expect(doc).toMatchObject({ name: 'y', extra: 'e', n: 13, list: ['a', 'b', 'c'] })
    expect(doc.gone).toBeUndefined()
  })

  it('rejects a stale ifRevisionID with 409 and changes nothing', async () => {
    const doc = await client.create({ _id: 'rev-check', _type: 'thing', v: 1 })
    await client.patch('rev-check').ifRevisionId(doc._rev).set({ v: 2 }).commit()
    const error = await client
      .patch('rev-check')
      .ifRevisionId(doc._rev)
      .set({ v: 3 })
      .commit()
      .catch((e) => e)
    expect(error.statusCode).toBe(409)
    expect((await client.getDocument('rev-check'))?.v).toBe(2)
  })

  it('applies a transaction whole or not at all', async () => {
    const error = await client
      .transaction()
      .create({ _id: 'tx-a', _type: 'thing' })
      .create({ _id: 'post-1', _type: 'post' })
      .commit()
      .catch((e) => e)
    expect(error.statusCode).toBe(409)
    expect(await client.getDocument('tx-a')).toBeUndefined()
  })

  it('returns ids, echoes transactionId, honours dryRun', async () => {
    const result = await client
      .transaction()
      .create({ _id: 'tx-b', _type: 'thing' })
      .commit({ transactionId: 'my-transaction-1', returnDocuments: false })
    expect(result.transactionId).toBe('my-transaction-1')
    expect(result.results).toEqual([{ id: 'tx-b', operation: 'create' }])
    expect((await client.getDocument('tx-b'))?._rev).toBe('my-transaction-1')
    const dry = await client.create({ _id: 'dry', _type: 'thing' }, { dryRun: true })
    expect(dry._id).toBe('dry')
    expect(await client.getDocument('dry')).toBeUndefined()
  })

  it('generates array keys on request', async () => {
    const doc = await client.create(
      { _id: 'keys', _type: 'thing', items: [{ title: 'a' }, { title: 'b', _key: 'given' }] },
      { autoGenerateArrayKeys: true },
    )
    const items = doc.items as unknown as Array<{ _key: string }>
    expect(items[0]._key).toMatch(/\w+/)
    expect(items[1]._key).toBe('given')
  })

  it('deletes by id and by query', async () => {
    await client.create({ _id: 'del-1', _type: 'temp' })
    await client.create({ _id: 'del-2', _type: 'temp' })
    await client.create({ _id: 'del-3', _type: 'temp' })
    await client.delete('del-1')
    await client.delete({ query: '*[_type == "temp" && _id in $ids]', params: { ids: ['del-2'] } })
    expect(await client.fetch('*[_type == "temp"]._id')).toEqual(['del-3'])
  })

  it('reports a patch on a missing document', async () => {
    const error = await client
      .patch('missing')
      .set({ a: 1 })
      .commit()
      .catch((e) => e)
    expect(error.statusCode).toBe(404)
    expect(error.details.items[0].error.type).toBe('documentNotFoundError')
  })
})
