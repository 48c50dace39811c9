/**
 * Privacy as the hosted lake enforces it: anonymous callers see only published documents whose `_id` has no `.`,
 * by filter, by id and through data/doc, in every perspective; writes need a token with write access.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestLake, type TestLake } from '../../tests/support/lake.ts'

let lake: TestLake

const PRIVATE_IDS = ['drafts.comment-1', 'waitList.app-1', 'drafts.post-2']

beforeAll(async () => {
  lake = await startTestLake()
  await lake
    .client()
    .transaction()
    .create({ _id: 'comment-2', _type: 'comment', name: 'Tunde', text: 'Approved and public' })
    .create({ _id: 'drafts.comment-1', _type: 'comment', name: 'Kemi', text: 'Pending moderation' })
    .create({ _id: 'waitList.app-1', _type: 'waitListApplication', email: 'kemi@example.com' })
    .create({ _id: 'post-2', _type: 'post', title: 'Published' })
    .create({ _id: 'drafts.post-2', _type: 'post', title: 'Unpublished edit' })
    .commit()
})

afterAll(() => lake.stop())

describe('anonymous readers', () => {
  for (const perspective of ['published', 'drafts', 'raw'] as const) {
    it(`see no private documents by filter (${perspective})`, async () => {
      const ids = await lake.client(null).fetch('*._id', {}, { perspective })
      expect(ids.sort()).toEqual(['comment-2', 'post-2'])
      const emails = await lake.client(null).fetch('*[defined(email)].email', {}, { perspective })
      expect(emails).toEqual([])
    })
  }

  it('see no private documents by id, in queries or data/doc', async () => {
    const anonymous = lake.client(null)
    for (const id of PRIVATE_IDS) {
      expect(await anonymous.fetch('*[_id == $id][0]', { id }, { perspective: 'raw' })).toBeNull()
      expect(await anonymous.getDocument(id)).toBeUndefined()
    }
    const response = await fetch(
      `${lake.url}/v2025-01-08/data/doc/production/${PRIVATE_IDS.join(',')},comment-2`,
    )
    const body = (await response.json()) as { documents: Array<{ _id: string }>; omitted: unknown[] }
    expect(body.documents.map((doc) => doc._id)).toEqual(['comment-2'])
    expect(body.omitted).toEqual(PRIVATE_IDS.map((id) => ({ id, reason: 'permission' })))
  })

  it('cannot follow a reference into a private document', async () => {
    await lake.client().create({
      _id: 'reply-1',
      _type: 'comment',
      parent: { _type: 'reference', _ref: 'waitList.app-1', _weak: true },
    })
    expect(await lake.client(null).fetch('*[_id == "reply-1"][0].parent->email')).toBeNull()
  })

  it('cannot write', async () => {
    const error = await lake
      .client(null)
      .create({ _id: 'spam', _type: 'comment' })
      .catch((e) => e)
    expect(error.statusCode).toBe(403)
    expect(error.details.items[0].error.type).toBe('insufficientPermissionsError')
    expect(await lake.client().getDocument('spam')).toBeUndefined()
  })
})

describe('tokens', () => {
  it('the read-only token reads private documents but cannot write', async () => {
    const reader = lake.client('read')
    expect((await reader.getDocument('waitList.app-1'))?.email).toBe('kemi@example.com')
    const error = await reader
      .patch('post-2')
      .set({ title: 'hijacked' })
      .commit()
      .catch((e) => e)
    expect(error.statusCode).toBe(403)
    expect(error.message).toContain('permission "update" required')
    expect((await reader.getDocument('post-2'))?.title).toBe('Published')
  })

  it('an unknown token is refused with 401, even for reads', async () => {
    const response = await fetch(`${lake.url}/v2025-01-08/data/query/production?query=*`, {
      headers: { authorization: 'Bearer not-a-token' },
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Session not found',
    })
  })
})
