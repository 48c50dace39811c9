import {
  emptyApplication,
  KEY_NEEDS,
  NIGERIAN_STATES,
  normaliseApplication,
  PLATFORMS,
  toSpreadsheetRow,
  validateApplication,
  validateStep1,
  validateStep2,
  type WaitListApplicationInput,
} from '@escrova/schemas/wait-list'
import { describe, expect, it } from 'vitest'

// The expected strings are typed out from docs/product-rules.md#validation, not imported, so a change to the module cannot pass unnoticed.
const valid: WaitListApplicationInput = {
  fullName: 'Amaka Nwankwo',
  email: 'amaka@example.ng',
  phone: '+234 803 555 0147',
  location: 'Lagos',
  keyNeeds: ['Escrow Service'],
  otherNeed: '',
  platforms: ['Android'],
  consent: true,
}

describe('wait-list options', () => {
  it('lists the 36 states plus FCT, alphabetical from Abia to Zamfara', () => {
    expect(NIGERIAN_STATES).toHaveLength(37)
    expect(NIGERIAN_STATES[0]).toBe('Abia')
    expect(NIGERIAN_STATES.at(-1)).toBe('Zamfara')
    expect(NIGERIAN_STATES).toContain('FCT')
    expect(NIGERIAN_STATES).toContain('Lagos')
    expect(NIGERIAN_STATES).toContain('Akwa Ibom')
    expect([...NIGERIAN_STATES]).toEqual([...NIGERIAN_STATES].sort((a, b) => a.localeCompare(b)))
    expect(new Set(NIGERIAN_STATES).size).toBe(37)
  })

  it('has the six key needs and four platforms in the spec order', () => {
    expect([...KEY_NEEDS]).toEqual([
      'Escrow Service',
      'Online Selling',
      'Freelance Payments',
      'Business Transactions',
      'Secure Transactions',
      'Other',
    ])
    expect([...PLATFORMS]).toEqual(['iOS', 'Android', 'Web', 'Desktop'])
  })
})

describe('step 1 (basic information)', () => {
  it('reports every required field of an empty form with the spec messages', () => {
    expect(validateStep1(emptyApplication())).toEqual({
      fullName: 'Full name is required.',
      email: 'Email is required.',
      phone: 'Phone number is required.',
      location: 'Please select your state.',
    })
  })

  it('trims values before the required checks', () => {
    const errors = validateStep1({ ...valid, fullName: '   ', email: ' \t', phone: '  ' })
    expect(errors.fullName).toBe('Full name is required.')
    expect(errors.email).toBe('Email is required.')
    expect(errors.phone).toBe('Phone number is required.')
  })

  it.each(['amaka', 'amaka@', 'amaka@example', '@example.ng', 'a b@example.ng'])(
    'rejects the email %j',
    (email) => {
      expect(validateStep1({ ...valid, email }).email).toBe('Enter a valid email address.')
    },
  )

  it('accepts a complete step 1, with surrounding spaces', () => {
    expect(validateStep1(valid)).toEqual({})
    expect(validateStep1({ ...valid, email: '  amaka@example.ng  ', location: 'FCT' })).toEqual({})
  })

  it('refuses a location that is not one of the 37 options', () => {
    expect(validateStep1({ ...valid, location: 'London' }).location).toBe('Please select your state.')
  })
})

describe('step 2 (needs, platforms, consent)', () => {
  it('reports every field of an empty step 2 with the spec messages', () => {
    expect(validateStep2(emptyApplication())).toEqual({
      keyNeeds: 'Select at least one key need.',
      platforms: 'Select at least one preferred platform.',
      consent: 'You must agree before submitting.',
    })
  })

  it('asks for otherNeed only when Other is chosen', () => {
    expect(validateStep2({ ...valid, keyNeeds: ['Other'], otherNeed: '  ' }).otherNeed).toBe(
      'Please specify your need.',
    )
    expect(validateStep2({ ...valid, keyNeeds: ['Other'], otherNeed: 'Paying suppliers abroad' })).toEqual({})
    expect(validateStep2({ ...valid, keyNeeds: ['Online Selling'], otherNeed: '' })).toEqual({})
  })

  it('refuses unknown needs and platforms', () => {
    expect(validateStep2({ ...valid, keyNeeds: ['Loans'] }).keyNeeds).toBe('Select at least one key need.')
    expect(validateStep2({ ...valid, platforms: ['Blackberry'] }).platforms).toBe(
      'Select at least one preferred platform.',
    )
  })

  it('passes a complete application', () => {
    expect(validateApplication(valid)).toEqual({})
  })
})

describe('spreadsheet row', () => {
  it('joins lists with a comma and a space and writes Consent as Yes', () => {
    const row = toSpreadsheetRow({
      ...valid,
      keyNeeds: ['Escrow Service', 'Other'],
      otherNeed: 'Car deals',
      platforms: ['iOS', 'Web'],
    })
    expect(row).toEqual({
      Name: 'Amaka Nwankwo',
      Email: 'amaka@example.ng',
      Phone: '+234 803 555 0147',
      Location: 'Lagos',
      KeyNeeds: 'Escrow Service, Other',
      OtherNeed: 'Car deals',
      Platforms: 'iOS, Web',
      Consent: 'Yes',
    })
  })

  it("keeps a visitor's text from running as a formula in the staff spreadsheet", () => {
    const row = toSpreadsheetRow({ ...valid, fullName: '=IMPORTXML("http://x")', otherNeed: '@SUM(A1)' })
    expect(row.Name).toBe(`'=IMPORTXML("http://x")`)
    expect(row.OtherNeed).toBe("'@SUM(A1)")
    expect(row.Phone).toBe('+234 803 555 0147')
  })

  it('writes Consent as No when consent is not given', () => {
    expect(toSpreadsheetRow({ ...valid, consent: false }).Consent).toBe('No')
  })

  it('normalises before storing: trimmed, spec order, otherNeed only with Other', () => {
    const stored = normaliseApplication({
      ...valid,
      fullName: '  Amaka Nwankwo ',
      keyNeeds: ['Online Selling', 'Escrow Service', 'Online Selling'],
      otherNeed: 'ignored',
      platforms: ['Web', 'iOS'],
    })
    expect(stored.fullName).toBe('Amaka Nwankwo')
    expect(stored.keyNeeds).toEqual(['Escrow Service', 'Online Selling'])
    expect(stored.otherNeed).toBe('')
    expect(stored.platforms).toEqual(['iOS', 'Web'])
  })
})
