/**
 * Retention through the schedule job with the clock injected: what is past its erase date goes (documents, drafts,
 * spreadsheet rows) with an audit entry each; everything else, including kept applications, approved comments, open
 * tickets and records one day short of their date, stays. A rejected comment counts from the decision, never from
 * its writing: an old comment rejected today survives today's run and goes only after the grace and retention.
 */
import { addDays, PRIVACY_SETTINGS_ID, RETENTION_DEFAULTS } from '@escrova/schemas/privacy'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { moderationActions } from '../../studio/lib/moderation.ts'
import { type Harness, startHarness, validApplication } from './harness.ts'

const NOW = new Date('2027-06-15T12:00:00.000Z')
let h: Harness
let clock = new Date('2026-01-10T12:00:00.000Z')
beforeAll(async () => {
  h = await startHarness({ clock: () => clock })
})
afterAll(() => h?.stop())

const post = { _type: 'reference', _ref: 'post-fn-escrow-basics', _weak: true }
const comment = (id: string, moderationStatus: string, createdAt: string, decidedAt?: string) => ({
  _id: id,
  _type: 'comment',
  post,
  name: 'Someone',
  text: 'A comment',
  createdAt,
  moderationStatus,
  ...(decidedAt ? { decidedAt } : {}),
})
const ticket = (id: string, status: string, extra: Record<string, unknown>) => ({
  _id: id,
  _type: 'supportTicket',
  reference: 'ESC-0000-0000',
  status,
  name: 'Visitor',
  email: 'visitor@example.com',
  topic: 'general',
  message: 'Hello',
  consent: true,
  receivedAt: '2025-01-01T00:00:00.000Z',
  ...extra,
})

describe('retention in the schedule job', () => {
  it('erases what is due and nothing else, with an audit entry for each erasure', async () => {
    const client = h.lake.client()
    // Two applications through the function (so they reach the sheet), received 2026-01-10: due 2027-01-10.
    const submit = async (email: string) => {
      const response = await h.fn.post('/api/wait-list', validApplication({ email }))
      return ((await response.json()) as { id: string }).id
    }
    const oldId = await submit('old@example.com')
    const keptId = await submit('kept@example.com')
    clock = new Date('2027-06-14T12:00:00.000Z')
    const recentId = await submit('recent@example.com')
    await h.fn.service.settle()
    expect(h.sheet.rows().map((row) => row.Id)).toEqual(expect.arrayContaining([oldId, keptId, recentId]))
    await client.patch(`waitList.${keptId}`).set({ keep: true }).commit()
    // A staff draft of the old application must go with it.
    await client.createOrReplace({
      ...(await client.getDocument(`waitList.${oldId}`)),
      _id: `drafts.waitList.${oldId}`,
    } as never)

    await client
      .transaction()
      .createOrReplace(
        comment('drafts.comment-rejected-old', 'rejected', '2027-04-01T00:00:00Z', '2027-05-01T00:00:00Z'),
      )
      // Decided 14 days ago: within grace (7) + retention (30).
      .createOrReplace(
        comment('drafts.comment-spam-recent', 'spam', '2027-04-01T00:00:00Z', '2027-06-01T00:00:00Z'),
      )
      .createOrReplace(comment('comment-approved-old', 'approved', '2020-01-01T00:00:00Z'))
      .createOrReplace(
        ticket('supportTicket.resolved-old', 'resolved', { resolvedAt: '2025-06-01T00:00:00Z' }),
      )
      .createOrReplace(
        ticket('supportTicket.resolved-recent', 'resolved', { resolvedAt: '2026-01-01T00:00:00Z' }),
      )
      .createOrReplace(ticket('supportTicket.open-old', 'inProgress', {}))
      .commit({ visibility: 'sync' })

    clock = NOW
    const report = await h.fn.service.runSchedule(NOW)
    expect(report.errors).toEqual([])
    expect([...(report.retention?.erased ?? [])].sort()).toEqual(
      [
        'drafts.comment-rejected-old',
        `drafts.waitList.${oldId}`,
        'supportTicket.resolved-old',
        `waitList.${oldId}`,
      ].sort(),
    )

    const remaining = await client.fetch<string[]>(
      '*[_type in ["comment", "supportTicket", "waitListApplication"]]._id',
      {},
      { perspective: 'raw' },
    )
    expect(remaining).not.toContain(`waitList.${oldId}`)
    expect(remaining).toEqual(
      expect.arrayContaining([
        `waitList.${keptId}`,
        `waitList.${recentId}`,
        'drafts.comment-spam-recent',
        'comment-approved-old',
        'supportTicket.resolved-recent',
        'supportTicket.open-old',
      ]),
    )
    expect(
      h.sheet
        .rows()
        .map((row) => row.Id)
        .sort(),
    ).toEqual([keptId, recentId].sort())

    const audit = await client.fetch<Array<{ action: string; documentIds: string[]; actor: { id: string } }>>(
      '*[_type == "auditLogEntry"] | order(_id asc)',
    )
    expect(audit).toHaveLength(3)
    expect(
      audit.every((entry) => entry.action === 'retention-erase' && entry.actor.id === 'retention-schedule'),
    ).toBe(true)
    expect(audit.flatMap((entry) => entry.documentIds).sort()).toEqual(
      [...(report.retention?.erased ?? [])].sort(),
    )
    expect(await h.lake.client(null).fetch('count(*[_type == "auditLogEntry"])')).toBe(0)
  })

  it('follows the months set in the Studio', async () => {
    const client = h.lake.client()
    clock = new Date('2027-06-15T12:00:00.000Z')
    const response = await h.fn.post('/api/wait-list', validApplication({ email: 'short@example.com' }))
    const { id } = (await response.json()) as { id: string }
    await h.fn.service.settle()
    await client.createOrReplace({
      _id: PRIVACY_SETTINGS_ID,
      _type: 'privacySettings',
      applicationRetentionMonths: 1,
    })
    const dayBefore = new Date('2027-07-14T12:00:00.000Z')
    expect((await h.fn.service.runSchedule(dayBefore)).retention?.erased).not.toContain(`waitList.${id}`)
    const due = new Date('2027-07-15T12:00:00.000Z')
    expect((await h.fn.service.runSchedule(due)).retention?.erased).toContain(`waitList.${id}`)
  })

  it('a comment written long ago and rejected today survives the day, and goes only after grace and retention', async () => {
    const client = h.lake.client()
    const decided = new Date('2027-09-01T09:00:00.000Z')
    await client.createOrReplace(comment('drafts.comment-slip', 'pending', '2026-01-01T00:00:00Z'))
    // The moderator's Reject, as the Studio sends it (`studio/lib/moderation.ts`), at the injected time.
    const reject = moderationActions(
      { publishedId: 'comment-slip', hasDraft: true, hasPublished: false },
      'rejected',
      {},
      decided,
    )
    await client.action(reject as Parameters<typeof client.action>[0])
    const erasedAt = async (at: Date) => (await h.fn.service.runSchedule(at)).retention?.erased ?? []

    expect(await erasedAt(new Date('2027-09-01T23:00:00.000Z'))).not.toContain('drafts.comment-slip')
    const keptFor = RETENTION_DEFAULTS.erasureGraceDays + RETENTION_DEFAULTS.rejectedCommentDays
    expect(await erasedAt(addDays(decided, keptFor - 1))).not.toContain('drafts.comment-slip')
    expect(await client.getDocument('drafts.comment-slip')).toMatchObject({ moderationStatus: 'rejected' })
    expect(await erasedAt(addDays(decided, keptFor))).toContain('drafts.comment-slip')
    expect(await client.getDocument('drafts.comment-slip')).toBeUndefined()
  })
})
