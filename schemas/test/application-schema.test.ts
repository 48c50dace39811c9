import { describe, expect, it } from 'vitest'
import { errorsAt, schema, validate } from './support/validate.ts'

// The messages of docs/product-rules.md#validation, typed out here rather than imported: the Studio must show exactly these.
const SPEC = {
  fullName: 'Full name is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Enter a valid email address.',
  phone: 'Phone number is required.',
  location: 'Please select your state.',
  keyNeeds: 'Select at least one key need.',
  otherNeed: 'Please specify your need.',
  platforms: 'Select at least one preferred platform.',
  consent: 'You must agree before submitting.',
}

const validApplication = {
  _id: 'waitList.test-1',
  _type: 'waitListApplication',
  fullName: 'Ibrahim Musa',
  email: 'ibrahim.musa@example.com',
  phone: '+234 706 555 0193',
  location: 'Kano',
  keyNeeds: ['Business Transactions'],
  otherNeed: '',
  platforms: ['Android'],
  consent: true,
  reviewStatus: 'new',
  submittedAt: '2026-11-02T14:40:00.000Z',
}

type Case = [field: string, bad: Record<string, unknown>, message: string]

const badCases: Case[] = [
  ['fullName', { fullName: undefined }, SPEC.fullName],
  ['fullName', { fullName: '   ' }, SPEC.fullName],
  ['email', { email: undefined }, SPEC.emailRequired],
  ['email', { email: ' ' }, SPEC.emailRequired],
  ['email', { email: 'ibrahim.example.com' }, SPEC.emailInvalid],
  ['email', { email: 'ibrahim@example' }, SPEC.emailInvalid],
  ['phone', { phone: undefined }, SPEC.phone],
  ['phone', { phone: '  ' }, SPEC.phone],
  ['location', { location: undefined }, SPEC.location],
  ['location', { location: 'Accra' }, SPEC.location],
  ['keyNeeds', { keyNeeds: [] }, SPEC.keyNeeds],
  ['keyNeeds', { keyNeeds: undefined }, SPEC.keyNeeds],
  ['keyNeeds', { keyNeeds: ['Loans'] }, SPEC.keyNeeds],
  ['otherNeed', { keyNeeds: ['Other'], otherNeed: '' }, SPEC.otherNeed],
  ['otherNeed', { keyNeeds: ['Escrow Service', 'Other'], otherNeed: '   ' }, SPEC.otherNeed],
  ['platforms', { platforms: [] }, SPEC.platforms],
  ['platforms', { platforms: undefined }, SPEC.platforms],
  ['platforms', { platforms: ['Blackberry'] }, SPEC.platforms],
  ['consent', { consent: false }, SPEC.consent],
  ['consent', { consent: undefined }, SPEC.consent],
]

describe('waitListApplication schema: the form messages through Sanity validation', () => {
  it('is live-edited (no publish step) and compiles without schema problems', () => {
    const type = schema.get('waitListApplication') as { liveEdit?: boolean }
    expect(type.liveEdit).toBe(true)
    const problems = (schema._validation ?? []).flatMap((group) => group.problems)
    expect(problems.filter((problem) => problem.severity === 'error')).toEqual([])
  })

  it('accepts a complete application with no errors at all', async () => {
    const markers = await validate(validApplication)
    expect(markers.filter((marker) => marker.level === 'error')).toEqual([])
  })

  it.each(badCases)('%s: %j → the spec message', async (field, bad, message) => {
    const markers = await validate({ ...validApplication, ...bad })
    expect(errorsAt(markers, field)).toEqual([message])
  })

  it('reports each failing field once, with its own message, on an empty application', async () => {
    const markers = await validate({
      _id: 'waitList.empty',
      _type: 'waitListApplication',
      reviewStatus: 'new',
    })
    expect(errorsAt(markers, 'fullName')).toEqual([SPEC.fullName])
    expect(errorsAt(markers, 'email')).toEqual([SPEC.emailRequired])
    expect(errorsAt(markers, 'phone')).toEqual([SPEC.phone])
    expect(errorsAt(markers, 'location')).toEqual([SPEC.location])
    expect(errorsAt(markers, 'keyNeeds')).toEqual([SPEC.keyNeeds])
    expect(errorsAt(markers, 'platforms')).toEqual([SPEC.platforms])
    expect(errorsAt(markers, 'consent')).toEqual([SPEC.consent])
  })

  it('accepts Other with a stated need', async () => {
    const markers = await validate({
      ...validApplication,
      keyNeeds: ['Other'],
      otherNeed: 'Paying suppliers abroad',
    })
    expect(markers.filter((marker) => marker.level === 'error')).toEqual([])
  })

  it('offers exactly the shared option lists', () => {
    const type = schema.get('waitListApplication') as {
      fields: { name: string; type: { options?: { list?: unknown[] } } }[]
    }
    const list = (name: string) => type.fields.find((field) => field.name === name)?.type.options?.list ?? []
    expect(list('location')).toHaveLength(37)
    expect(list('keyNeeds')).toHaveLength(6)
    expect(list('platforms')).toEqual(['iOS', 'Android', 'Web', 'Desktop'])
    const reviewValues = list('reviewStatus').map((item) => (item as { value: string }).value)
    expect(reviewValues).toEqual(['new', 'reviewing', 'selected', 'declined'])
  })
})
