import type { SanityClient } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestLake, type TestLake } from '../../tests/support/lake.ts'

/** The Actions API (`data/actions/<ds>`) as Sanity Studio and the schedule job call it, via the real client. */
let lake: TestLake
let writer: SanityClient
let reader: SanityClient
let anonymous: SanityClient

beforeAll(async () => {
  lake = await startTestLake()
  writer = lake.client('write')
  reader = lake.client('read')
  anonymous = lake.client(null)
})
afterAll(async () => {
  await lake?.stop()
})

const raw = { perspective: 'raw' } as const

describe('data/actions', () => {
  it('creates a draft, edits it, publishes it: the public sees it only after publish', async () => {
    await writer.action({
      actionType: 'sanity.action.document.create',
      publishedId: 'post-actions-1',
      attributes: { _id: 'drafts.post-actions-1', _type: 'post', title: 'Escrow for freelancers' },
      ifExists: 'fail',
    })
    await writer.action({
      actionType: 'sanity.action.document.edit',
      draftId: 'drafts.post-actions-1',
      publishedId: 'post-actions-1',
      patch: { set: { excerpt: 'Get paid safely' } },
    })
    expect(await anonymous.fetch('*[_id == "post-actions-1"][0]')).toBeNull()

    const { transactionId } = await writer.action({
      actionType: 'sanity.action.document.publish',
      draftId: 'drafts.post-actions-1',
      publishedId: 'post-actions-1',
    })
    expect(typeof transactionId).toBe('string')
    const published = await anonymous.fetch('*[_id == "post-actions-1"][0]{_id, title, excerpt, _rev}')
    expect(published).toMatchObject({
      _id: 'post-actions-1',
      title: 'Escrow for freelancers',
      excerpt: 'Get paid safely',
    })
    expect(published._rev).toBe(transactionId)
    expect(await writer.getDocument('drafts.post-actions-1')).toBeUndefined()
  })

  it('an edit on a missing draft starts the draft from the published document', async () => {
    await writer.action({
      actionType: 'sanity.action.document.edit',
      draftId: 'drafts.post-actions-1',
      publishedId: 'post-actions-1',
      patch: { set: { title: 'Escrow for freelancers, revised' } },
    })
    const draft = await writer.getDocument('drafts.post-actions-1')
    expect(draft).toMatchObject({
      _type: 'post',
      title: 'Escrow for freelancers, revised',
      excerpt: 'Get paid safely',
    })
    const published = await writer.getDocument('post-actions-1')
    expect(published?.title).toBe('Escrow for freelancers')
  })

  it('applies several actions atomically: a failing one leaves nothing changed', async () => {
    const before = await writer.fetch(
      '*[_id in ["post-actions-1", "drafts.post-actions-1"]]{_id, _rev}',
      {},
      raw,
    )
    await expect(
      writer.action([
        {
          actionType: 'sanity.action.document.edit',
          draftId: 'drafts.post-actions-1',
          publishedId: 'post-actions-1',
          patch: { set: { title: 'Should not stick' } },
        },
        { actionType: 'sanity.action.document.discard', draftId: 'drafts.no-such-post' },
      ]),
    ).rejects.toMatchObject({ statusCode: 409 })
    const after = await writer.fetch(
      '*[_id in ["post-actions-1", "drafts.post-actions-1"]]{_id, _rev}',
      {},
      raw,
    )
    expect(after).toEqual(before)
  })

  it('edit then publish in one request publishes the edited content (approve a comment)', async () => {
    await writer.create({
      _id: 'drafts.comment-act',
      _type: 'comment',
      name: 'Ada',
      text: 'Useful',
      moderationStatus: 'pending',
    })
    await writer.action([
      {
        actionType: 'sanity.action.document.edit',
        draftId: 'drafts.comment-act',
        publishedId: 'comment-act',
        patch: { set: { moderationStatus: 'approved' } },
      },
      {
        actionType: 'sanity.action.document.publish',
        draftId: 'drafts.comment-act',
        publishedId: 'comment-act',
      },
    ])
    expect(await anonymous.fetch('*[_id == "comment-act"][0].moderationStatus')).toBe('approved')
  })

  it('unpublish keeps the content as a draft and hides it from the public', async () => {
    await writer.action([
      {
        actionType: 'sanity.action.document.edit',
        draftId: 'drafts.comment-act',
        publishedId: 'comment-act',
        patch: { set: { moderationStatus: 'rejected' } },
      },
      {
        actionType: 'sanity.action.document.unpublish',
        draftId: 'drafts.comment-act',
        publishedId: 'comment-act',
      },
    ])
    expect(await anonymous.fetch('*[_id == "comment-act"][0]')).toBeNull()
    expect(await writer.getDocument('drafts.comment-act')).toMatchObject({
      moderationStatus: 'rejected',
      text: 'Useful',
    })
  })

  it('replaceDraft, discard and delete', async () => {
    await writer.action({
      actionType: 'sanity.action.document.replaceDraft',
      publishedId: 'post-actions-1',
      attributes: { _id: 'drafts.post-actions-1', _type: 'post', title: 'Replaced' },
    })
    expect((await writer.getDocument('drafts.post-actions-1'))?.title).toBe('Replaced')
    await writer.action({ actionType: 'sanity.action.document.discard', draftId: 'drafts.post-actions-1' })
    expect(await writer.getDocument('drafts.post-actions-1')).toBeUndefined()
    await writer.action({
      actionType: 'sanity.action.document.delete',
      publishedId: 'post-actions-1',
      includeDrafts: [],
    })
    expect(await writer.getDocument('post-actions-1')).toBeUndefined()
  })

  it('refuses stale revisions, duplicate creates, unknown actions and readers', async () => {
    await writer.create({ _id: 'drafts.post-rev', _type: 'post', title: 'Rev' })
    await expect(
      writer.action({
        actionType: 'sanity.action.document.publish',
        draftId: 'drafts.post-rev',
        publishedId: 'post-rev',
        ifDraftRevisionId: 'not-the-revision',
      }),
    ).rejects.toMatchObject({ statusCode: 409 })
    await expect(
      writer.action({
        actionType: 'sanity.action.document.create',
        publishedId: 'post-rev',
        attributes: { _id: 'drafts.post-rev', _type: 'post' },
        ifExists: 'fail',
      }),
    ).rejects.toMatchObject({ statusCode: 409 })
    await expect(
      writer.action({ actionType: 'sanity.action.document.fly', publishedId: 'x' } as never),
    ).rejects.toMatchObject({ statusCode: 400 })
    const publish = {
      actionType: 'sanity.action.document.publish',
      draftId: 'drafts.post-rev',
      publishedId: 'post-rev',
    } as const
    await expect(reader.action(publish)).rejects.toMatchObject({ statusCode: 403 })
    await expect(anonymous.action(publish)).rejects.toMatchObject({ statusCode: 403 })
    expect(await writer.getDocument('post-rev')).toBeUndefined()
  })

  it('echoes the transaction id to listeners, as the Studio expects', async () => {
    const events: Array<{ transactionId?: string; documentId?: string }> = []
    let welcomed!: () => void
    const welcome = new Promise<void>((resolve) => {
      welcomed = resolve
    })
    const subscription = writer
      .listen(
        '*[_id in ["post-listen", "drafts.post-listen"]]',
        {},
        { includeResult: false, events: ['welcome', 'mutation'] },
      )
      .subscribe((event) => {
        if (event.type === 'welcome') welcomed()
        else events.push(event as never)
      })
    // The listener is live once the lake says welcome: write only then.
    await welcome
    await writer.action(
      {
        actionType: 'sanity.action.document.create',
        publishedId: 'post-listen',
        attributes: { _id: 'drafts.post-listen', _type: 'post', title: 'Listen' },
        ifExists: 'fail',
      },
      { transactionId: 'tx-from-studio-1' },
    )
    await expect.poll(() => events.length, { timeout: 15_000 }).toBeGreaterThan(0)
    subscription.unsubscribe()
    expect(events[0]).toMatchObject({ transactionId: 'tx-from-studio-1', documentId: 'drafts.post-listen' })
  })
})
