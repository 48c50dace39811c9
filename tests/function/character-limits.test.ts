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
  field: string
  limit: number
  message: string
  /** The request body with `value` in the field. */
  body: (value: string) => Record<string, unknown>
  /** The stored document's type, when the field is kept (a comment's email is checked, never stored). */
  storedAs?: string
  /** A value of `length` characters of `character`. */
  value: (character: string, length: number) => string
}

const repeat = (character: string, length: number) => character.repeat(length)
const unique = () => `${crypto.randomUUID()}@example.com`
const CASE = (
  route: string,
  field: string,
  limit: number,
  message: string,
  body: Case['body'],
  options: { storedAs?: string; value?: Case['value'] } = {},
): Case => ({
  route,
  field,
  limit,
  message,
  body,
  value: options.value ?? repeat,
  storedAs: options.storedAs,
})
const EMAIL = { value: emailOf }

const CASES: Case[] = [
  CASE(
    '/api/wait-list',
    'fullName',
    WAIT_LIST_LIMITS.fullName,
    WAIT_LIST_MESSAGES.fullNameTooLong,
    (fullName) => validApplication({ fullName, email: unique() }),
    { storedAs: 'waitListApplication' },
  ),
  CASE(
    '/api/wait-list',
    'otherNeed',
    WAIT_LIST_LIMITS.otherNeed,
    WAIT_LIST_MESSAGES.otherNeedTooLong,
    (otherNeed) => validApplication({ keyNeeds: ['Other'], otherNeed, email: unique() }),
    { storedAs: 'waitListApplication' },
  ),
  CASE(
    '/api/wait-list',
    'email',
    EMAIL_MAX_LENGTH,
    WAIT_LIST_MESSAGES.emailInvalid,
    (email) => validApplication({ email }),
    { ...EMAIL, storedAs: 'waitListApplication' },
  ),
  CASE(
    '/api/comments',
    'name',
    COMMENT_LIMITS.name,
    COMMENT_MESSAGES.nameTooLong,
    (name) => validComment({ name, text: `A question ${unique()}` }),
    { storedAs: 'comment' },
  ),
  CASE(
    '/api/comments',
    'text',
    COMMENT_LIMITS.text,
    COMMENT_MESSAGES.textTooLong,
    (text) => validComment({ text }),
    { storedAs: 'comment' },
  ),
  CASE(
    '/api/comments',
    'email',
    EMAIL_MAX_LENGTH,
    COMMENT_MESSAGES.emailInvalid,
    (email) => validComment({ email, text: `A question ${unique()}` }),
    EMAIL,
  ),
  CASE(
    '/api/support',
    'name',
    SUPPORT_LIMITS.name,
    SUPPORT_MESSAGES.nameTooLong,
    (name) => validTicket({ name }),
    { storedAs: 'supportTicket' },
  ),
  CASE(
    '/api/support',
    'message',
    SUPPORT_LIMITS.message,
    SUPPORT_MESSAGES.messageTooLong,
    (message) => validTicket({ message }),
    { storedAs: 'supportTicket' },
  ),
  CASE(
    '/api/support',
    'email',
    EMAIL_MAX_LENGTH,
    SUPPORT_MESSAGES.emailInvalid,
    (email) => validTicket({ email }),
    { ...EMAIL, storedAs: 'supportTicket' },
  ),
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
      if (c.storedAs) {
        const stored = await h.lake.client().fetch<number>(
          `count(*[_type == $type && ${c.field} == $value])`,
          { type: c.storedAs, value: atLimit },
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
