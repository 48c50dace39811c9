import { COMMENT_MESSAGES } from '@escrova/schemas/comments'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FIXTURE } from './fixtures.ts'
import { type Harness, startHarness, validComment } from './harness.ts'

let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(() => h?.stop())

const draftOf = (id: string) => h.lake.client().getDocument(`drafts.${id}`)

describe('POST /api/comments', () => {
  it('stores a pending, private comment found by slug and answers 201 {id, status}', async () => {
    const response = await h.fn.post('/api/comments', validComment({ email: 'tunde@example.com' }), {
      'user-agent': 'vitest-browser',
    })
    expect(response.status).toBe(201)
    const body = (await response.json()) as { id: string; status: string }
    expect(body.status).toBe('pending')
    expect(body.id).toMatch(/^comment-[a-f0-9]+$/)

    const stored = await draftOf(body.id)
    expect(stored).toMatchObject({
      _type: 'comment',
      post: { _ref: FIXTURE.postId, _weak: true },
      name: 'Tunde',
      text: 'Does the buyer get a refund if the goods never arrive?',
      moderationStatus: 'pending',
      spamSignals: { honeypot: false, linkCount: 0 },
    })
    expect(JSON.stringify(stored)).not.toContain('tunde@example.com')
    expect(JSON.stringify(stored)).not.toContain('127.0.0.1')
    expect((stored?.spamSignals as { clientHash?: string } | undefined)?.clientHash).toMatch(/^[a-f0-9]{32}$/)
    // Private until approved: anonymous readers see nothing of it.
    const anonymous = h.lake.client(null)
    expect(await anonymous.fetch('*[_id match $id]', { id: `*${body.id}` })).toEqual([])
  })

  it('accepts the post by id and trims name and text', async () => {
    const response = await h.fn.post(
      '/api/comments',
      validComment({ post: FIXTURE.postId, name: '  Ngozi  ', text: '\n Thanks! \n' }),
    )
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }
    expect(await draftOf(id)).toMatchObject({ name: 'Ngozi', text: 'Thanks!' })
  })

  it('stores a reply to an approved comment of the same post with a weak parent reference', async () => {
    const response = await h.fn.post(
      '/api/comments',
      validComment({ parent: FIXTURE.approvedCommentId, text: 'Yes, it is refunded.' }),
    )
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }
    expect(await draftOf(id)).toMatchObject({ parent: { _ref: FIXTURE.approvedCommentId, _weak: true } })
  })

  it.each([
    ['a comment of another post', FIXTURE.otherPostCommentId],
    ['a pending comment', FIXTURE.pendingCommentId],
    ['a comment that does not exist', 'comment-nope'],
  ])('refuses a reply to %s', async (_label, parent) => {
    const response = await h.fn.post('/api/comments', validComment({ parent }))
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: expect.any(String),
        fields: { parent: 'The comment you are replying to does not exist on this post.' },
      },
    })
  })

  it.each([
    ['a post that only exists as a draft', FIXTURE.draftOnlyPostId],
    ['a post whose publish time has not come', FIXTURE.futurePostId],
    ['an unknown slug', 'no-such-post'],
  ])('refuses a comment on %s', async (_label, post) => {
    const response = await h.fn.post('/api/comments', validComment({ post }))
    expect(response.status).toBe(422)
    const body = (await response.json()) as { error: { fields: Record<string, string> } }
    expect(body.error.fields).toEqual({ post: 'This post does not exist or is not published.' })
  })

  it('files a comment with a filled honeypot as spam but answers like any other', async () => {
    const response = await h.fn.post('/api/comments', validComment({ website: 'http://cheap-loans.example' }))
    expect(response.status).toBe(201)
    const { id, status } = (await response.json()) as { id: string; status: string }
    expect(status).toBe('pending')
    expect(await draftOf(id)).toMatchObject({ moderationStatus: 'spam', spamSignals: { honeypot: true } })
  })

  it('files link-heavy text as spam', async () => {
    const text = 'Great! http://a.example https://b.example www.c.example'
    const response = await h.fn.post('/api/comments', validComment({ text }))
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }
    expect(await draftOf(id)).toMatchObject({ moderationStatus: 'spam', spamSignals: { linkCount: 3 } })
  })

  it('keeps two links as a normal pending comment', async () => {
    const response = await h.fn.post(
      '/api/comments',
      validComment({ text: 'See http://a.example and http://b.example' }),
    )
    const { id } = (await response.json()) as { id: string }
    expect(await draftOf(id)).toMatchObject({ moderationStatus: 'pending', spamSignals: { linkCount: 2 } })
  })

  it('stores one comment for a retried submission with the same Idempotency-Key', async () => {
    const headers = { 'idempotency-key': 'comment-retry-0001' }
    const first = await h.fn.post(
      '/api/comments',
      validComment({ text: 'Sent twice by a flaky network.' }),
      headers,
    )
    const second = await h.fn.post(
      '/api/comments',
      validComment({ text: 'Sent twice by a flaky network.' }),
      headers,
    )
    expect(first.status).toBe(201)
    expect(second.status).toBe(201)
    const a = (await first.json()) as { id: string }
    const b = (await second.json()) as { id: string }
    expect(b.id).toBe(a.id)
    const count = await h.lake
      .client()
      .fetch<number>(
        'count(*[_type == "comment" && text == $text])',
        { text: 'Sent twice by a flaky network.' },
        { perspective: 'raw' },
      )
    expect(count).toBe(1)
  })

  it('uses the shared messages for missing name and text', async () => {
    const response = await h.fn.post('/api/comments', validComment({ name: '   ', text: '' }))
    expect(response.status).toBe(422)
    const body = (await response.json()) as { error: { fields: Record<string, string> } }
    expect(body.error.fields).toEqual({
      name: COMMENT_MESSAGES.nameRequired,
      text: COMMENT_MESSAGES.textRequired,
    })
  })
})
