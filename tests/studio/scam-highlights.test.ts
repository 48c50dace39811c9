/**
 * A moderator sees why a comment was flagged as a possible scam: Moderation lists it under Possible scams, its row
 * says why, the document has a badge, and under the text the matches are marked. Approving still works, and the flags stay on the published comment, with
 * the phone and account numbers masked there as in the text.
 */
import { scamFlags } from '@escrova/schemas/scams/detect'
import { describe, expect, it } from 'vitest'
import { FIXTURES, seedFixtures } from './support/fixtures.ts'
import { studioSuite } from './support/suite.ts'
import { runDocumentAction, waitFor } from './support/ui.ts'

const NAME = 'Escrova Support'
const TEXT = 'Refund delayed? Call 0803 123 4567 or chat t.me/escrova_refunds, then pay 0123456789.'

const studio = studioSuite(async (writer) => {
  await seedFixtures(writer)
  await writer.create({
    _id: 'drafts.comment-plain-1',
    _type: 'comment',
    post: { _type: 'reference', _ref: FIXTURES.publishedPost._id, _weak: true },
    name: 'Plain Paula',
    text: 'The escrow agent released my money the day the parcel came.',
    createdAt: '2026-11-20T09:00:00.000Z',
    moderationStatus: 'pending',
    spamSignals: { honeypot: false, linkCount: 0, clientHash: 'hash-plain', scamFlags: [] },
  })
  await writer.create({
    _id: 'drafts.comment-scam-1',
    _type: 'comment',
    post: { _type: 'reference', _ref: FIXTURES.publishedPost._id, _weak: true },
    name: NAME,
    text: TEXT,
    createdAt: '2026-11-20T10:00:00.000Z',
    moderationStatus: 'pending',
    // What the function stores (tests/function/comments.test.ts shows it does): the shared detectors' flags.
    spamSignals: {
      honeypot: false,
      linkCount: 0,
      clientHash: 'hash-scam',
      scamFlags: scamFlags({ name: NAME, text: TEXT }).map((flag, index) => ({
        _key: `flag${index}`,
        _type: 'scamFlag',
        ...flag,
      })),
    },
  })
})

describe('a moderator and a flagged comment', () => {
  it('sees why in the queue, on a badge and with the matches marked in the text, and can still approve', async () => {
    const { page } = await studio.harness.open('write', '/structure/moderation')
    await page.getByText('Possible scams', { exact: true }).first().click()
    await page.getByText('Pending comments with scam signals').first().waitFor()
    const row = page.getByText(`⚠ ${NAME} · Pending`).first()
    await row.waitFor()
    // The list is drawn at once: an unflagged pending comment would be on it by now.
    expect(await page.getByText('Plain Paula · Pending').count()).toBe(0)
    await page
      .getByText('Claims to be support, Phone number, WhatsApp or Telegram link, Bank account number', {
        exact: false,
      })
      .first()
      .waitFor()
    await row.click()

    await page.getByText('Scam: Claims to be support, Phone number').first().waitFor()
    const marks = page.getByTestId('scam-highlights-text').locator('mark')
    await marks.first().waitFor()
    expect(await marks.allTextContents()).toEqual(['0803 123 4567', 't.me/escrova_refunds', '0123456789'])
    expect(await marks.first().getAttribute('title')).toBe('Phone number')
    expect(await page.getByTestId('scam-highlights-name').locator('mark').allTextContents()).toEqual([NAME])

    await runDocumentAction(page, 'Approve', {
      done: async () => (await studio.harness.lake.client(null).getDocument('comment-scam-1')) !== undefined,
    })
    const published = await waitFor(
      () => studio.harness.lake.client(null).getDocument('comment-scam-1'),
      (doc) => doc !== undefined,
    )
    expect(published?.moderationStatus).toBe('approved')
    // What anyone can read through the public API: the numbers masked in the text and in the flags, which stay.
    expect(published?.text).toBe(
      'Refund delayed? Call 0803 *** **** or chat t.me/escrova_refunds, then pay 012*******.',
    )
    const signals = published?.spamSignals as { scamFlags?: Array<{ match: string }> } | undefined
    expect((signals?.scamFlags ?? []).map((flag) => flag.match)).toEqual([
      NAME,
      '0803 *** ****',
      't.me/escrova_refunds',
      '012*******',
    ])
    expect(JSON.stringify(published)).not.toMatch(/123 4567|0123456789/)
  }, 600_000)
})
