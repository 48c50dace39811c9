import { csvCell, neutraliseFormula } from '@escrova/schemas/csv'
import { describe, expect, it } from 'vitest'
import { applicationsToCsv, CSV_COLUMNS } from '../lib/applications-csv.ts'

describe('applications CSV', () => {
  it("starts with the spreadsheet's columns, then the review fields", () => {
    expect(CSV_COLUMNS.slice(0, 8)).toEqual([
      'Name',
      'Email',
      'Phone',
      'Location',
      'KeyNeeds',
      'OtherNeed',
      'Platforms',
      'Consent',
    ])
    expect(applicationsToCsv([]).trim()).toBe(CSV_COLUMNS.join(','))
  })

  it('writes one row per application, lists joined by ", " and consent as Yes/No', () => {
    const csv = applicationsToCsv([
      {
        _id: 'waitList.a',
        fullName: 'Bola Ade',
        email: 'bola@example.ng',
        phone: '08031234567',
        location: 'Oyo',
        keyNeeds: ['Online Selling'],
        platforms: ['iOS', 'Android'],
        consent: false,
        submittedAt: '2026-11-01T08:00:00.000Z',
        reviewStatus: 'reviewing',
        delivery: { _type: 'applicationDelivery', status: 'pending' },
      },
    ])
    expect(csv.split('\r\n')[1]).toBe(
      'Bola Ade,bola@example.ng,08031234567,Oyo,Online Selling,,"iOS, Android",No,2026-11-01T08:00:00.000Z,reviewing,pending,,waitList.a',
    )
  })

  it('quotes commas, quotes and line breaks, and defuses spreadsheet formulas but not phone numbers', () => {
    expect(csvCell('a, b')).toBe('"a, b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    const cell = (value: string) => csvCell(neutraliseFormula(value))
    expect(cell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(cell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(cell('-cmd')).toBe("'-cmd")
    expect(cell('+234 803 123 4567')).toBe('+234 803 123 4567')
  })
})
