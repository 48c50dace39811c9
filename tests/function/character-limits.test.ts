/**
 * Every length limit the function enforces counts characters as a person does (code points, `@escrova/schemas/
 * characters`): a field of exactly its limit in emoji, or in a letter outside the Basic Multilingual Plane ("𝒜"),
 * each two UTF-16 units, is accepted and stored whole; one character more is refused with the field's message, for
 * the wait-list, comments and support tickets alike, and for the one email limit they share.
 */
import { COMMENT_LIMITS, COMMENT_MESSAGES } from '@escrova/schemas/comments'
import { EMAIL_MAX_LENGTH } from '@escrova/schemas/email'
import { SUPPORT_LIMITS, SUPPORT_MESSAGES } from '@escrova/schemas/support'
import { WAIT_LIST_LIMITS, WAIT_LIST_MESSAGES } from '@escrova/schemas/wait-list'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Harness, startHarness, validApplication, validComment, validTicket } from './harness.ts'

/** Each is one character and two UTF-16 units. */
const ASTRAL = { emoji: '😀', letter: '𝒜' } as const

let h: Harness
beforeAll(async () => {
  // Dozens of submissions from one address: above the default per-minute limit, which is not under test here.
  h = await startHarness({ rateLimit: { max: 1000, windowMs: 60_000 } })
})
afterAll(() => h?.stop())

/** An address of exactly `length` characters, its local part in `character`. */
const emailOf = (character: string, length: number) => {
  const domain = '@example.com'
  return `${character.repeat(length - domain.length)}${domain}`
}

interface Case {
  route: string
  /** The stored document's type and the field it keeps the value in (the email of a comment is never stored). */
  stored?: { type: string; field: string }
  body: (value: string) => Record<string, unknown>
  field: string
  limit: number
  value: (character: string, length: number) => string
  message: string
}

const repeat = (character: string, length: number) => character.repeat(length)

const CASES: Case[] = [
  {
    route: '/api/wait-list',
    stored: { type: 'waitListApplication', field: 'fullName' },
    body: (fullName) => validApplication({ fullName, email: `${crypto.randomUUID()}@example.com` }),
    field: 'fullName',
    limit: WAIT_LIST_LIMITS.fullName,
    value: repeat,
    message: WAIT_LIST_MESSAGES.fullNameTooLong,
  },
  {
    route: '/api/wait-list',
    stored: { type: 'waitListApplication', field: 'otherNeed' },
    body: (otherNeed) =>
      validApplication({
        keyNeeds: ['Other'],
        otherNeed,
        email: `${crypto.randomUUID()}@example.com`,
      }),
    field: 'otherNeed',
    limit: WAIT_LIST_LIMITS.otherNeed,
    value: repeat,
    message: WAIT_LIST_MESSAGES.otherNeedTooLong,
  },
  {
    route: '/api/wait-list',
    stored: { type: 'waitListApplication', field: 'email' },
    body: (email) => validApplication({ email }),
    field: 'email',
    limit: EMAIL_MAX_LENGTH,
    value: emailOf,
    message: WAIT_LIST_MESSAGES.emailInvalid,
  },
  {
    route: '/api/comments',
    stored: { type: 'comment', field: 'name' },
    body: (name) => validComment({ name, text: `A question ${crypto.randomUUID()}` }),
    field: 'name',
    limit: COMMENT_LIMITS.name,
    value: repeat,
    message: COMMENT_MESSAGES.nameTooLong,
  },
  {
    route: '/api/comments',
    stored: { type: 'comment', field: 'text' },
    body: (text) => validComment({ text }),
    field: 'text',
    limit: COMMENT_LIMITS.text,
    value: repeat,
    message: COMMENT_MESSAGES.textTooLong,
  },
  {
    route: '/api/comments',
    body: (email) => validComment({ email, text: `A question ${crypto.randomUUID()}` }),
    field: 'email',
    limit: EMAIL_MAX_LENGTH,
    value: emailOf,
    message: COMMENT_MESSAGES.emailInvalid,
  },
  {
    route: '/api/support',
    stored: { type: 'supportTicket', field: 'name' },
    body: (name) => validTicket({ name }),
    field: 'name',
    limit: SUPPORT_LIMITS.name,
    value: repeat,
    message: SUPPORT_MESSAGES.nameTooLong,
  },
  {
    route: '/api/support',
    stored: { type: 'supportTicket', field: 'message' },
    body: (message) => validTicket({ message }),
    field: 'message',
    limit: SUPPORT_LIMITS.message,
    value: repeat,
    message: SUPPORT_MESSAGES.messageTooLong,
  },
  {
    route: '/api/support',
    stored: { type: 'supportTicket', field: 'email' },
    body: (email) => validTicket({ email }),
    field: 'email',
    limit: EMAIL_MAX_LENGTH,
    value: emailOf,
    message: SUPPORT_MESSAGES.emailInvalid,
  },
]

describe.each(Object.entries(ASTRAL))('a value in %s', (_, character) => {
  it.each(CASES.map((c) => [`${c.route} ${c.field}`, c] as const))(
    '%s: exactly the limit is accepted and stored whole, one more is refused',
    async (_name, c) => {
      const atLimit = c.value(character, c.limit)
      // Twice the limit in UTF-16 units: a count of units would refuse it.
      expect(atLimit.length).toBeGreaterThan(c.limit)
      const accepted = await h.fn.post(c.route, c.body(atLimit))
      expect(accepted.status).toBe(201)
      if (c.stored) {
        const stored = await h.lake.client().fetch<number>(
          `count(*[_type == $type && ${c.stored.field} == $value])`,
          { type: c.stored.type, value: atLimit },
          // Comments wait for moderation as drafts.
          { perspective: 'raw' },
        )
        expect(stored).toBeGreaterThanOrEqual(1)
      }

      const refused = await h.fn.post(c.route, c.body(c.value(character, c.limit + 1)))
      expect(refused.status).toBe(422)
      const body = (await refused.json()) as { error: { fields: Record<string, string> } }
      expect(body.error.fields).toEqual({ [c.field]: c.message })
    },
  )
})
