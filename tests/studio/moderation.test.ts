import { COMMENT_CONSENT_LABEL } from '@escrova/schemas/comments'
import { consentRecord } from '@escrova/schemas/consent'
import { describe, expect, it } from 'vitest'
import { FIXTURES, seedFixtures } from './support/fixtures.ts'
import { studioSuite } from './support/suite.ts'
import { confirmAction, runDocumentAction, visibleTop, waitFor } from './support/ui.ts'

/** A moderator works the queue under Moderation: approve makes a comment public, reject keeps it private. */
const pending = (n: number, name: string, text: string) => ({
  _id: `drafts.comment-mod-${n}`,
  _type: 'comment',
  post: { _type: 'reference', _ref: FIXTURES.publishedPost._id, _weak: true },
  name,
  text,
  createdAt: `2026-11-20T10:0${n}:00.000Z`,
  moderationStatus: 'pending',
  spamSignals: { honeypot: false, linkCount: 0, clientHash: `hash-${n}` },
})

const studio = studioSuite(async (writer) => {
  await seedFixtures(writer)
  await writer
    .transaction()
    .create({
      ...pending(1, 'Chidi Eze', 'Escrow saved my phone purchase from a fake seller.'),
      consentRecord: await consentRecord(COMMENT_CONSENT_LABEL, new Date('2026-11-20T10:01:00.000Z')),
    })
    .create(pending(2, 'Spammy Sam', 'Cheap followers here, visit my page now.'))
    .commit()
})

const anonymousComment = (id: string) =>
  studio.harness.lake
    .client(null)
    .fetch('*[_type == "comment" && _id == $id][0]{_id, name, moderationStatus}', { id })

describe('a moderator in the Studio', () => {
  it('sees pending comments first, with their count, and approves one: anonymous readers now get it', async () => {
    const { page } = await studio.harness.open('write', '/structure/moderation')
    await page.getByText('Pending (2)').first().waitFor()
    // Pending is the first item, above Approved, Rejected and Spam (each read once it is on screen).
    const top = (text: string) => visibleTop(page.getByText(text, { exact: true }).first())
    const [pendingY, approvedY, rejectedY, spamY] = [
      await top('Pending (2)'),
      await top('Approved'),
      await top('Rejected'),
      await top('Spam'),
    ]
    expect(pendingY).toBeGreaterThan(0)
    expect(pendingY).toBeLessThan(approvedY)
    expect(approvedY).toBeLessThan(rejectedY)
    expect(rejectedY).toBeLessThan(spamY)

    await page.getByText('Pending (2)').first().click()
    await page.getByText('Chidi Eze · Pending').first().click()
    // What the visitor agreed to is on the comment, read-only: the box's words and that they ticked it.
    const label = page.getByRole('textbox', { name: 'Label shown' })
    await label.waitFor()
    expect(await label.inputValue()).toBe(COMMENT_CONSENT_LABEL)
    expect(await label.isEditable()).toBe(false)
    expect(await page.getByRole('checkbox', { name: 'Ticked by the visitor' }).isChecked()).toBe(true)
    expect(await anonymousComment('comment-mod-1')).toBeNull()
    await runDocumentAction(page, 'Approve', {
      done: async () => (await anonymousComment('comment-mod-1')) !== null,
    })

    const approved = await waitFor(
      () => anonymousComment('comment-mod-1'),
      (doc) => doc !== null,
    )
    expect(approved).toEqual({ _id: 'comment-mod-1', name: 'Chidi Eze', moderationStatus: 'approved' })
    expect(await studio.harness.lake.client('write').getDocument('drafts.comment-mod-1')).toBeUndefined()
    // The queue's count follows.
    await page.getByText('Pending (1)').first().waitFor()
  }, 300_000)

  it('rejects another: it stays private, filed under Rejected', async () => {
    const { page } = await studio.harness.open('write', '/structure/moderation;comments-pending')
    await page.getByText('Spammy Sam · Pending').first().click()
    await runDocumentAction(page, 'Reject')
    await confirmAction(page, 'Yes, reject')
    const writer = studio.harness.lake.client('write')
    await waitFor(
      () => writer.getDocument('drafts.comment-mod-2'),
      (doc) => doc?.moderationStatus === 'rejected',
    )
    expect(await anonymousComment('comment-mod-2')).toBeNull()
    expect(
      await studio.harness.lake.client(null).fetch('count(*[_type == "comment" && name == "Spammy Sam"])'),
    ).toBe(0)
    await page.goto(`${studio.harness.studio.url}/structure/moderation;comments-rejected`)
    await page.getByText('Spammy Sam · Rejected').first().waitFor()
  }, 300_000)

  it('rejecting an approved comment takes it back from the public', async () => {
    const { page } = await studio.harness.open(
      'write',
      '/structure/moderation;comments-approved;comment-mod-1',
    )
    await page.getByText('Chidi Eze').first().waitFor()
    await runDocumentAction(page, 'Mark as spam')
    await confirmAction(page, 'Yes, mark as spam')
    await waitFor(
      () => anonymousComment('comment-mod-1'),
      (doc) => doc === null,
    )
    expect(
      (await studio.harness.lake.client('write').getDocument('drafts.comment-mod-1'))?.moderationStatus,
    ).toBe('spam')
  }, 300_000)
})
