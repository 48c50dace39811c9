/**
 * The support ticket's one rule set: the shared rules, the reference number and due date, and the Studio schema
 * showing the very same messages through Sanity's validation. Also the retention dates the schedule job and the
 * Studio share.
 */
import { describe, expect, it } from 'vitest'
import { addMonths, eraseDate } from '../src/privacy.ts'
import {
  emptyTicket,
  privacyDueDate,
  SUPPORT_MESSAGES as S,
  ticketReference,
  validateTicket,
} from '../src/support.ts'
import { errorsAt, schema, validate } from './support/validate.ts'

const validTicket = {
  _id: 'supportTicket.test-1',
  _type: 'supportTicket',
  reference: 'ESC-ABCD-1234',
  status: 'new',
  name: 'Ngozi Eze',
  email: 'ngozi@example.com',
  topic: 'privacy',
  privacyRequest: 'deletion',
  message: 'Please delete my application.',
  consent: true,
}

describe('shared ticket rules', () => {
  it('names every missing field on an empty ticket', () => {
    expect(validateTicket(emptyTicket())).toEqual({
      name: S.nameRequired,
      email: S.emailRequired,
      topic: S.topicRequired,
      message: S.messageRequired,
      consent: S.consentRequired,
    })
  })

  it('asks which right only for a privacy request', () => {
    const base = { ...emptyTicket(), name: 'A', email: 'a@b.co', message: 'hi', consent: true }
    expect(validateTicket({ ...base, topic: 'privacy' })).toEqual({
      privacyRequest: S.privacyRequestRequired,
    })
    expect(validateTicket({ ...base, topic: 'general' })).toEqual({})
  })

  it('counts an emoji as one character against the message limit', () => {
    const base = { ...emptyTicket(), name: 'A', email: 'a@b.co', topic: 'other', consent: true }
    expect(validateTicket({ ...base, message: '🎉'.repeat(5000) })).toEqual({})
    expect(validateTicket({ ...base, message: '🎉'.repeat(5001) })).toEqual({ message: S.messageTooLong })
  })

  it('derives a stable reference and a 30-day due date', () => {
    expect(ticketReference('0a1b2c3d4e5f')).toBe('ESC-0A1B-2C3D')
    expect(privacyDueDate('2026-01-31T10:00:00.000Z').toISOString()).toBe('2026-03-02T10:00:00.000Z')
  })
})

describe('supportTicket schema: the shared messages through Sanity validation', () => {
  it('is live-edited and accepts a complete ticket', async () => {
    expect((schema.get('supportTicket') as { liveEdit?: boolean }).liveEdit).toBe(true)
    const markers = await validate(validTicket)
    expect(markers.filter((marker) => marker.level === 'error')).toEqual([])
  })

  it.each([
    ['name', { name: ' ' }, S.nameRequired],
    ['email', { email: 'ngozi@' }, S.emailInvalid],
    ['topic', { topic: 'refunds' }, S.topicRequired],
    ['privacyRequest', { privacyRequest: undefined }, S.privacyRequestRequired],
    ['message', { message: '' }, S.messageRequired],
  ])('%s: %j → the shared message', async (field, bad, message) => {
    const markers = await validate({ ...validTicket, ...bad })
    expect(errorsAt(markers, field)).toEqual([message])
  })
})

describe('retention dates', () => {
  it('erases applications after the set months unless kept', () => {
    const application = {
      _type: 'waitListApplication',
      _id: 'waitList.a',
      submittedAt: '2025-01-31T00:00:00Z',
    }
    expect(eraseDate(application, 12)?.toISOString()).toBe('2026-01-31T00:00:00.000Z')
    expect(eraseDate(application, 1)?.toISOString()).toBe('2025-02-28T00:00:00.000Z')
    expect(eraseDate({ ...application, keep: true }, 12)).toBeUndefined()
  })

  it('erases rejected and spam comments after the grace and 30 days from the decision, never approved or pending ones', () => {
    const comment = {
      _type: 'comment',
      _id: 'drafts.comment-1',
      createdAt: '2020-01-01T00:00:00Z',
      decidedAt: '2026-01-01T00:00:00Z',
    }
    expect(eraseDate({ ...comment, moderationStatus: 'rejected' }, 12)?.toISOString()).toBe(
      '2026-02-07T00:00:00.000Z',
    )
    expect(eraseDate({ ...comment, moderationStatus: 'rejected' }, 12, 1)?.toISOString()).toBe(
      '2026-02-01T00:00:00.000Z',
    )
    // Without a recorded decision, the last change (never before the decision), never the writing.
    const undated = { ...comment, decidedAt: undefined, _updatedAt: '2026-03-01T00:00:00Z' }
    expect(eraseDate({ ...undated, moderationStatus: 'spam' }, 12)?.toISOString()).toBe(
      '2026-04-07T00:00:00.000Z',
    )
    expect(eraseDate({ ...comment, moderationStatus: 'approved' }, 12)).toBeUndefined()
    expect(eraseDate({ ...comment, moderationStatus: 'pending' }, 12)).toBeUndefined()
  })

  it('erases resolved tickets 24 months after resolution, never open ones', () => {
    const ticket = { _type: 'supportTicket', _id: 'supportTicket.t', resolvedAt: '2026-02-10T00:00:00Z' }
    expect(eraseDate({ ...ticket, status: 'resolved' }, 12)?.toISOString()).toBe('2028-02-10T00:00:00.000Z')
    expect(eraseDate({ ...ticket, status: 'inProgress' }, 12)).toBeUndefined()
    expect(addMonths(new Date('2024-02-29T00:00:00Z'), 12).toISOString()).toBe('2025-02-28T00:00:00.000Z')
  })
})
