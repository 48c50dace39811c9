/**
 * The one alternative-text rule (`alt-text.ts`): the Studio's image fields (a post's main image and body images,
 * partner logos, testimonial and author photos) all check it, and the site writes the words it keeps.
 */
import { altAttribute } from '@escrova/schemas/alt-attribute'
import { ALT_TEXT_MAX, ALT_TEXT_MESSAGES, altTextProblem } from '@escrova/schemas/alt-text'
import { describe, expect, it } from 'vitest'
import { errorsAt, validate } from './support/validate.ts'

const IMAGE = { _type: 'image', asset: { _type: 'reference', _ref: 'image-abc-200x100-png' } }

describe('the rule', () => {
  it('asks for words when there is an image, at most 120 characters counted as code points', () => {
    expect(altTextProblem('A seller packing an order', true)).toBeUndefined()
    expect(altTextProblem('  ', true)).toBe(ALT_TEXT_MESSAGES.required)
    expect(altTextProblem(undefined, true)).toBe(ALT_TEXT_MESSAGES.required)
    expect(altTextProblem('𝒜'.repeat(ALT_TEXT_MAX), true)).toBeUndefined()
    expect(altTextProblem('𝒜'.repeat(ALT_TEXT_MAX + 1), true)).toBe(ALT_TEXT_MESSAGES.tooLong)
    expect(altTextProblem(undefined, false)).toBeUndefined()
  })

  it('gives the site trimmed words, or the fallback (empty: decorative)', () => {
    expect(altAttribute('  A logo ')).toBe('A logo')
    expect(altAttribute('  ')).toBe('')
    expect(altAttribute(null, 'Partner')).toBe('Partner')
  })
})

describe('every image field of the Studio checks it', () => {
  const cases = [
    // No slug: its uniqueness check would ask the content API, which these tests do not run.
    ['post', 'mainImage', { _id: 'post-alt', _type: 'post', title: 'T' }],
    ['author', 'image', { _id: 'author-alt', _type: 'author', name: 'A', username: 'a' }],
    ['partner', 'logo', { _id: 'partner-alt', _type: 'partner', name: 'P' }],
    ['testimonial', 'photo', { _id: 'testimonial-alt', _type: 'testimonial', name: 'T' }],
  ] as const

  it.each(cases)('%s.%s: missing or too long words get the one message', async (_type, field, doc) => {
    const without = await validate({ ...doc, [field]: { ...IMAGE, alt: '' } })
    expect(errorsAt(without, `${field}.alt`)).toEqual([ALT_TEXT_MESSAGES.required])
    const tooLong = await validate({ ...doc, [field]: { ...IMAGE, alt: 'x'.repeat(ALT_TEXT_MAX + 1) } })
    expect(errorsAt(tooLong, `${field}.alt`)).toEqual([ALT_TEXT_MESSAGES.tooLong])
    const fine = await validate({ ...doc, [field]: { ...IMAGE, alt: '😀'.repeat(ALT_TEXT_MAX) } })
    expect(errorsAt(fine, `${field}.alt`)).toEqual([])
  })

  it('an image in a post’s body too', async () => {
    const body = [{ ...IMAGE, _key: 'img1', alt: '' }]
    const markers = await validate({ _id: 'post-body-alt', _type: 'post', title: 'T', body })
    expect(errorsAt(markers, 'body.*.alt')).toEqual([ALT_TEXT_MESSAGES.required])
  })
})
