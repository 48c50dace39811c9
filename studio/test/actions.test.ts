import { describe, expect, it } from 'vitest'
import { moderationActions } from '../lib/moderation.ts'

describe('moderation decisions as Actions API calls', () => {
  const pending = { publishedId: 'comment-1', hasDraft: true, hasPublished: false }
  const live = { publishedId: 'comment-1', hasDraft: false, hasPublished: true }

  it('approve sets the status on the draft and publishes it, in one request', () => {
    expect(moderationActions(pending, 'approved').map((action) => action.actionType)).toEqual([
      'sanity.action.document.edit',
      'sanity.action.document.publish',
    ])
    expect(moderationActions(pending, 'approved')[0]).toMatchObject({
      draftId: 'drafts.comment-1',
      publishedId: 'comment-1',
      patch: { set: { moderationStatus: 'approved' } },
    })
  })

  it('approve masks phone and account numbers in the name, the text and the flags it keeps; reject does not', () => {
    const comment = {
      name: 'Agent 08031234567',
      text: 'Call 0803 123 4567 or pay 0123456789 for the ₦50,000 refund.',
      spamSignals: {
        scamFlags: [
          { _key: 'a', reason: 'phoneNumber' as const, field: 'text' as const, match: '0803 123 4567' },
          { _key: 'b', reason: 'supportClaim' as const, field: 'name' as const, match: 'Agent' },
        ],
      },
    }
    expect(moderationActions(pending, 'approved', comment)[0]).toMatchObject({
      patch: {
        set: {
          moderationStatus: 'approved',
          name: 'Agent 0803*******',
          text: 'Call 0803 *** **** or pay 012******* for the ₦50,000 refund.',
          'spamSignals.scamFlags': [
            { _key: 'a', reason: 'phoneNumber', field: 'text', match: '0803 *** ****' },
            { _key: 'b', reason: 'supportClaim', field: 'name', match: 'Agent' },
          ],
        },
      },
    })
    expect(moderationActions(pending, 'rejected', comment)[0]).toMatchObject({
      patch: { set: { moderationStatus: 'rejected' } },
    })
    expect(
      Object.keys(
        (moderationActions(pending, 'rejected', comment)[0] as { patch: { set: object } }).patch.set,
      ),
    ).toEqual(['moderationStatus', 'decidedAt'])
  })

  it('records when each decision was made, from which retention counts', () => {
    const decidedAt = new Date('2026-11-27T10:00:00Z')
    for (const status of ['approved', 'rejected', 'spam'] as const) {
      expect(moderationActions(pending, status, {}, decidedAt)[0]).toMatchObject({
        patch: { set: { moderationStatus: status, decidedAt: '2026-11-27T10:00:00.000Z' } },
      })
    }
  })

  it('reject and spam keep a private comment private, and unpublish a public one', () => {
    expect(moderationActions(pending, 'rejected').map((action) => action.actionType)).toEqual([
      'sanity.action.document.edit',
    ])
    expect(moderationActions(live, 'spam').map((action) => action.actionType)).toEqual([
      'sanity.action.document.edit',
      'sanity.action.document.unpublish',
    ])
  })
})
