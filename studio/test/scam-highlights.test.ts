import { describe, expect, it } from 'vitest'
import { flagsOf, highlightSegments } from '../lib/scam-highlights'

describe('highlightSegments', () => {
  it('marks every occurrence of each match, keeping the text around them', () => {
    const text = 'Call 0803 123 4567, again 0803 123 4567.'
    expect(
      highlightSegments(text, [{ reason: 'phoneNumber', field: 'text', match: '0803 123 4567' }]),
    ).toEqual([
      { text: 'Call ' },
      { text: '0803 123 4567', reason: 'phoneNumber' },
      { text: ', again ' },
      { text: '0803 123 4567', reason: 'phoneNumber' },
      { text: '.' },
    ])
  })

  it('merges overlapping matches into one mark (a number inside a WhatsApp link)', () => {
    const text = 'chat wa.me/2348031234567 now'
    expect(
      highlightSegments(text, [
        { reason: 'messagingLink', field: 'text', match: 'wa.me/2348031234567' },
        { reason: 'phoneNumber', field: 'text', match: '2348031234567' },
      ]),
    ).toEqual([{ text: 'chat ' }, { text: 'wa.me/2348031234567', reason: 'messagingLink' }, { text: ' now' }])
  })

  it('reads only well-formed flags of the field asked for', () => {
    const stored = [
      { reason: 'supportClaim', field: 'name', match: 'Escrova Support' },
      { reason: 'phoneNumber', field: 'text', match: '08031234567' },
      { reason: 'phoneNumber', field: 'text', match: '' },
      null,
      'junk',
    ]
    expect(flagsOf(stored, 'text')).toEqual([{ reason: 'phoneNumber', field: 'text', match: '08031234567' }])
    expect(flagsOf(undefined, 'name')).toEqual([])
  })
})
