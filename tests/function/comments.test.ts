import { COMMENT_CONSENT_LABEL, COMMENT_MESSAGES } from '@escrova/schemas/comments'
import { consentLabelVersion } from '@escrova/schemas/consent'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POST_QUERY } from '../../site/app/lib/queries.ts'
import { POST_PREVIEW_QUERY } from '../../site/app/preview/queries.ts'
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
      // What the visitor agreed to: the box's exact words, their version, when, and that they ticked it.
      consentRecord: {
        label: COMMENT_CONSENT_LABEL,
        labelVersion: await consentLabelVersion(COMMENT_CONSENT_LABEL),
        agreedAt: stored?.createdAt,
        tickedByVisitor: true,
      },
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

  const POST_NOT_FOUND = {
    error: {
      code: 'post_not_found',
      message: 'This post does not exist or is not published.',
      fields: { post: 'This post does not exist or is not published.' },
    },
  }
  const commentsInLake = () =>
    h.lake.client().fetch<number>('count(*[_type == "comment"])', {}, { perspective: 'raw' })

  it.each([
    ['a post whose publish time has not come', FIXTURE.futurePostId],
    ['a post with no publish time', FIXTURE.undatedPostId],
    ['a post with no category', FIXTURE.uncategorisedPostId],
    ['a post with no title', FIXTURE.untitledPostId],
    ['a post by the slug of a hidden one', 'future-post'],
    ['a post that only exists as a draft', FIXTURE.draftOnlyPostId],
    ['an unknown slug', 'no-such-post'],
  ])('refuses a comment and a reply on %s: 404, nothing written', async (_label, post) => {
    const before = await commentsInLake()
    const comment = await h.fn.post('/api/comments', validComment({ post, text: `On ${post}` }))
    expect(comment.status).toBe(404)
    expect(await comment.json()).toEqual(POST_NOT_FOUND)
    const reply = await h.fn.post(
      '/api/comments',
      validComment({ post, parent: FIXTURE.hiddenPostCommentId, text: `Reply on ${post}` }),
    )
    expect(reply.status).toBe(404)
    expect(await reply.json()).toEqual(POST_NOT_FOUND)
    expect(await commentsInLake()).toBe(before)
  })

  it('hides exactly the posts the site hides: the site, its preview and the function share one rule', async () => {
    const anonymous = h.lake.client(null)
    const slugs = ['future-post', 'undated-post', 'uncategorised-post', 'untitled-post', FIXTURE.postSlug]
    const onSite = await Promise.all(
      slugs.map((slug) => anonymous.fetch(POST_QUERY, { slug, language: 'en' })),
    )
    expect(onSite.map((post) => post?._id ?? null)).toEqual([null, null, null, null, FIXTURE.postId])
    const commentable = await Promise.all(
      slugs.map(async (post) => (await h.fn.post('/api/comments', validComment({ post }))).status),
    )
    expect(commentable).toEqual([404, 404, 404, 404, 201])
    // The Studio's preview drops only the "due" half: a scheduled or undated post previews, a post with no page not.
    const previewed = await Promise.all(
      slugs.map((slug) => h.lake.client().fetch(POST_PREVIEW_QUERY, { slug }, { perspective: 'drafts' })),
    )
    expect(previewed.map((post) => post?._id ?? null)).toEqual([
      FIXTURE.futurePostId,
      FIXTURE.undatedPostId,
      null,
      null,
      FIXTURE.postId,
    ])
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

  it('stores a scam-pattern comment as pending with each reason and the text that matched', async () => {
    const text =
      'Refund delayed? Call 0803 123 4567 or chat wa.me/2348031234567. Pay the fee to 0123456789, ' +
      'or USDT to TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7. Details: https://escrova-refunds.com/claim'
    const response = await h.fn.post('/api/comments', validComment({ name: 'Escrova Support', text }))
    expect(response.status).toBe(201)
    const { id, status } = (await response.json()) as { id: string; status: string }
    expect(status).toBe('pending')
    const stored = await draftOf(id)
    expect(stored?.moderationStatus).toBe('pending')
    expect(stored?.text).toBe(text)
    const signals = stored?.spamSignals as { scamFlags?: Array<Record<string, string>> } | undefined
    const flags = signals?.scamFlags ?? []
    expect(flags.map(({ reason, field, match }) => ({ reason, field, match }))).toEqual([
      { reason: 'supportClaim', field: 'name', match: 'Escrova Support' },
      { reason: 'phoneNumber', field: 'text', match: '0803 123 4567' },
      { reason: 'messagingLink', field: 'text', match: 'wa.me/2348031234567' },
      { reason: 'phoneNumber', field: 'text', match: '2348031234567' },
      { reason: 'accountNumber', field: 'text', match: '0123456789' },
      { reason: 'cryptoWallet', field: 'text', match: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7' },
      { reason: 'offSiteLink', field: 'text', match: 'https://escrova-refunds.com/claim' },
    ])
    expect(new Set(flags.map((flag) => flag._key)).size).toBe(flags.length)
  })

  it('flags a scam-pattern reply the same way', async () => {
    const text = 'Our agent will refund you, message t.me/escrova_refunds'
    const response = await h.fn.post(
      '/api/comments',
      validComment({ parent: FIXTURE.approvedCommentId, name: 'Customer Care', text }),
    )
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }
    const stored = await draftOf(id)
    expect(stored).toMatchObject({
      moderationStatus: 'pending',
      parent: { _ref: FIXTURE.approvedCommentId },
      spamSignals: {
        scamFlags: [
          { reason: 'supportClaim', field: 'name', match: 'Customer Care' },
          { reason: 'messagingLink', field: 'text', match: 't.me/escrova_refunds' },
        ],
      },
    })
  })

  it('stores an ordinary comment with prices, dates and years with no scam signals', async () => {
    const text = 'Paid ₦25,000 on 25/12/2024 for a 2019 phone; escrow released on 2025-01-03.'
    const response = await h.fn.post('/api/comments', validComment({ text }))
    const { id } = (await response.json()) as { id: string }
    expect(await draftOf(id)).toMatchObject({ moderationStatus: 'pending', spamSignals: { scamFlags: [] } })
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
