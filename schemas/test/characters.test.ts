/**
 * One way to count characters for every limit: code points. An emoji and a letter outside the Basic Multilingual
 * Plane ("𝒜"), two UTF-16 units each, count as one character in every form's rule (the site's forms run these very
 * functions before sending), in the Studio's field checks, in the one email limit and in home's cut titles; the
 * function's side is `tests/function/character-limits.test.ts`.
 */
import { characterCount, firstCharacters, isLongerThan } from '@escrova/schemas/characters'
import { COMMENT_LIMITS, COMMENT_MESSAGES, validateComment } from '@escrova/schemas/comments'
import { EMAIL_MAX_LENGTH, isValidEmail } from '@escrova/schemas/email'
import { commentFieldError } from '@escrova/schemas/schemaTypes/validation/commentField'
import { supportFieldError } from '@escrova/schemas/schemaTypes/validation/supportField'
import { waitListFieldError } from '@escrova/schemas/schemaTypes/validation/waitListField'
import { SUPPORT_LIMITS, SUPPORT_MESSAGES, validateTicket } from '@escrova/schemas/support'
import {
  validateApplication,
  WAIT_LIST_LIMITS,
  WAIT_LIST_MESSAGES,
  type WaitListApplicationInput,
} from '@escrova/schemas/wait-list'
import { describe, expect, it } from 'vitest'

const ASTRAL = [
  ['an emoji', '😀'],
  ['a letter outside the BMP', '𝒜'],
] as const

const application: WaitListApplicationInput = {
  fullName: 'Amaka Nwankwo',
  email: 'amaka@example.ng',
  phone: '+234 803 555 0147',
  location: 'Lagos',
  keyNeeds: ['Other'],
  otherNeed: 'Paying suppliers abroad',
  platforms: ['Android'],
  consent: true,
}
const ticket = {
  name: 'Ngozi Eze',
  email: 'ngozi@example.com',
  topic: 'general',
  privacyRequest: '',
  message: 'Hello',
  consent: true,
}
const comment = { name: 'Tunde', text: 'A question', email: '', consent: true }

/** An address of exactly `length` characters, its local part in `character`. */
const emailOf = (character: string, length: number) =>
  `${character.repeat(length - '@example.com'.length)}@example.com`

/** Each form's rule for one limited field: the shared validator and the Studio's check of that field. */
const RULES = [
  {
    rule: 'wait-list full name',
    limit: WAIT_LIST_LIMITS.fullName,
    message: WAIT_LIST_MESSAGES.fullNameTooLong,
    form: (value: string) => validateApplication({ ...application, fullName: value }).fullName,
    studio: (value: string) => waitListFieldError('fullName', value, { ...application }),
  },
  {
    rule: 'wait-list other need',
    limit: WAIT_LIST_LIMITS.otherNeed,
    message: WAIT_LIST_MESSAGES.otherNeedTooLong,
    form: (value: string) => validateApplication({ ...application, otherNeed: value }).otherNeed,
    studio: (value: string) => waitListFieldError('otherNeed', value, { ...application }),
  },
  {
    rule: 'comment name',
    limit: COMMENT_LIMITS.name,
    message: COMMENT_MESSAGES.nameTooLong,
    form: (value: string) => validateComment({ ...comment, name: value }).name,
    studio: (value: string) => commentFieldError('name', value),
  },
  {
    rule: 'comment text',
    limit: COMMENT_LIMITS.text,
    message: COMMENT_MESSAGES.textTooLong,
    form: (value: string) => validateComment({ ...comment, text: value }).text,
    studio: (value: string) => commentFieldError('text', value),
  },
  {
    rule: 'ticket name',
    limit: SUPPORT_LIMITS.name,
    message: SUPPORT_MESSAGES.nameTooLong,
    form: (value: string) => validateTicket({ ...ticket, name: value }).name,
    studio: (value: string) => supportFieldError('name', value, ticket),
  },
  {
    rule: 'ticket message',
    limit: SUPPORT_LIMITS.message,
    message: SUPPORT_MESSAGES.messageTooLong,
    form: (value: string) => validateTicket({ ...ticket, message: value }).message,
    studio: (value: string) => supportFieldError('message', value, ticket),
  },
]

/** The email field of each form: one limit, one count. */
const EMAIL_RULES = [
  {
    rule: 'wait-list email',
    message: WAIT_LIST_MESSAGES.emailInvalid,
    form: (value: string) => validateApplication({ ...application, email: value }).email,
  },
  {
    rule: 'comment email',
    message: COMMENT_MESSAGES.emailInvalid,
    form: (value: string) => validateComment({ ...comment, email: value }).email,
  },
  {
    rule: 'ticket email',
    message: SUPPORT_MESSAGES.emailInvalid,
    form: (value: string) => validateTicket({ ...ticket, email: value }).email,
  },
]

describe('counting', () => {
  it.each(ASTRAL)('counts %s as one character', (_, character) => {
    expect(character.length).toBe(2)
    expect(characterCount(character.repeat(5))).toBe(5)
    expect(isLongerThan(character.repeat(5), 5)).toBe(false)
    expect(isLongerThan(character.repeat(6), 5)).toBe(true)
    expect(firstCharacters(`${character}a${character}`, 2)).toBe(`${character}a`)
  })
})

describe.each(ASTRAL)('%s counts as one character in every rule', (_, character) => {
  it.each(RULES.map((rule) => [rule.rule, rule] as const))(
    '%s: the limit fits, one more gets the message (form and Studio)',
    (_name, { limit, message, form, studio }) => {
      expect(form(character.repeat(limit))).toBeUndefined()
      expect(studio(character.repeat(limit))).toBeUndefined()
      expect(form(character.repeat(limit + 1))).toBe(message)
      expect(studio(character.repeat(limit + 1))).toBe(message)
    },
  )

  it.each(EMAIL_RULES.map((rule) => [rule.rule, rule] as const))(
    '%s: an address of the one email limit fits, one more is refused',
    (_name, { message, form }) => {
      expect(isValidEmail(emailOf(character, EMAIL_MAX_LENGTH))).toBe(true)
      expect(form(emailOf(character, EMAIL_MAX_LENGTH))).toBeUndefined()
      expect(form(emailOf(character, EMAIL_MAX_LENGTH + 1))).toBe(message)
    },
  )
})

it('has one email limit, 254 characters, for every form', () => {
  expect(EMAIL_MAX_LENGTH).toBe(254)
  expect(COMMENT_LIMITS.email).toBe(EMAIL_MAX_LENGTH)
  expect(SUPPORT_LIMITS.email).toBe(EMAIL_MAX_LENGTH)
  expect(WAIT_LIST_LIMITS.email).toBe(EMAIL_MAX_LENGTH)
})
