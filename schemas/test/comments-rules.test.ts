import {
  COMMENT_LIMITS,
  characterCount,
  countLinks,
  isSpam,
  MODERATION_STATUSES,
  validateComment,
} from '@escrova/schemas/comments'
import { comment } from '@escrova/schemas/schemaTypes/documents/comment'
import { describe, expect, it } from 'vitest'
import { errorsAt, validate } from './support/validate.ts'

// The messages visitors and moderators read, typed out rather than imported: a changed constant must fail here.
const MESSAGES = {
  nameRequired: 'Name is required.',
  nameTooLong: 'Name must be at most 80 characters.',
  textRequired: 'Comment is required.',
  textTooLong: 'Comment must be at most 2000 characters.',
  emailInvalid: 'Enter a valid email address.',
  consentRequired: 'Tick the box to agree to your name and comment being published.',
}

const valid = { name: 'Tunde', text: 'Does the buyer get a refund?', email: '', consent: true }
// U+1F600 is one character to a person and two UTF-16 units to JavaScript's `length`.
const EMOJI = '\u{1F600}'

describe('comment rules', () => {
  it('has the four moderation statuses', () => {
    expect([...MODERATION_STATUSES]).toEqual(['pending', 'approved', 'rejected', 'spam'])
  })

  it('counts http, https and www links, and only those', () => {
    expect(countLinks('No links here, just ₦5,000 and a smile.')).toBe(0)
    expect(countLinks('See https://example.com and http://example.ng/x')).toBe(2)
    expect(countLinks('www.example.com or HTTPS://EXAMPLE.COM')).toBe(2)
    expect(countLinks('example.com without a scheme')).toBe(0)
  })

  it('files a filled honeypot or more than the allowed links as spam, and nothing else', () => {
    const twoLinks = 'a https://a.example b https://b.example'
    const threeLinks = `${twoLinks} c https://c.example`
    expect(isSpam({ honeypot: false, linkCount: countLinks(twoLinks) })).toBe(false)
    expect(isSpam({ honeypot: false, linkCount: countLinks(threeLinks) })).toBe(true)
    expect(isSpam({ honeypot: true, linkCount: 0 })).toBe(true)
  })

  it('accepts a comment with name and text, email empty or well-formed', () => {
    expect(validateComment(valid)).toEqual({})
    expect(validateComment({ ...valid, email: ' tunde@example.com ' })).toEqual({})
  })

  it('requires name and text after trimming', () => {
    expect(validateComment({ name: '  ', text: '\n\t', email: '', consent: true })).toEqual({
      name: MESSAGES.nameRequired,
      text: MESSAGES.textRequired,
    })
  })

  it('requires the consent box to be ticked', () => {
    expect(validateComment({ ...valid, consent: false })).toEqual({ consent: MESSAGES.consentRequired })
  })

  it('refuses a malformed email with the spec message', () => {
    expect(validateComment({ ...valid, email: 'tunde@@example.com' })).toEqual({
      email: MESSAGES.emailInvalid,
    })
    expect(validateComment({ ...valid, email: 'tunde.example.com' })).toEqual({
      email: MESSAGES.emailInvalid,
    })
  })

  it('counts characters as code points: the limit of emoji fits, one more does not', () => {
    expect(characterCount(EMOJI.repeat(3))).toBe(3)
    expect(validateComment({ ...valid, text: EMOJI.repeat(COMMENT_LIMITS.text) })).toEqual({})
    expect(validateComment({ ...valid, text: EMOJI.repeat(COMMENT_LIMITS.text + 1) })).toEqual({
      text: MESSAGES.textTooLong,
    })
    expect(validateComment({ ...valid, name: 'N'.repeat(COMMENT_LIMITS.name) })).toEqual({})
    expect(validateComment({ ...valid, name: `  ${'N'.repeat(COMMENT_LIMITS.name + 1)}  ` })).toEqual({
      name: MESSAGES.nameTooLong,
    })
  })
})

describe('comment schema: the same rules through Sanity validation', () => {
  const document = (fields: Record<string, unknown>) => ({
    _id: 'drafts.comment-rules-1',
    _type: comment.name,
    moderationStatus: 'pending',
    post: { _type: 'reference', _ref: 'post-1', _weak: true },
    name: 'Tunde',
    text: 'Does the buyer get a refund?',
    ...fields,
  })

  it('passes a valid comment, including text of the limit in emoji', async () => {
    expect(await validate(document({}))).toEqual([])
    expect(await validate(document({ text: EMOJI.repeat(COMMENT_LIMITS.text) }))).toEqual([])
  })

  it.each([
    ['name', { name: undefined }, MESSAGES.nameRequired],
    ['name', { name: '   ' }, MESSAGES.nameRequired],
    ['name', { name: 'N'.repeat(COMMENT_LIMITS.name + 1) }, MESSAGES.nameTooLong],
    ['text', { text: undefined }, MESSAGES.textRequired],
    ['text', { text: ' \n ' }, MESSAGES.textRequired],
    ['text', { text: EMOJI.repeat(COMMENT_LIMITS.text + 1) }, MESSAGES.textTooLong],
  ])('shows on %s exactly the form message for %o', async (field, fields, message) => {
    expect(errorsAt(await validate(document(fields)), field)).toEqual([message])
  })
})
