import { findScamMatches, scamFlags } from '@escrova/schemas/scams/detect'
import { maskContactNumbers } from '@escrova/schemas/scams/mask'
import { describe, expect, it } from 'vitest'

const reasonsIn = (text: string, field: 'name' | 'text' = 'text') =>
  findScamMatches(text, field).map(({ reason, match }) => [reason, match])

describe('scam detectors: each pattern', () => {
  it.each([
    ['Call me on 08031234567 for refund', '08031234567'],
    ['WhatsApp 0803 123 4567 now', '0803 123 4567'],
    ['line: 0905-555-0193.', '0905-555-0193'],
    ['reach (0813) 555 0193 today', '(0813) 555 0193'],
    ['Call +234 803 123 4567', '+234 803 123 4567'],
    ['Call +2348031234567', '+2348031234567'],
    ['Call 234 701 555 0193', '234 701 555 0193'],
    ['UK desk +44 7911 123456', '+44 7911 123456'],
    ['Call 0803 123 4567 2 times', '0803 123 4567'],
  ])('flags the phone number in %j', (text, number) => {
    expect(reasonsIn(text)).toEqual([['phoneNumber', number]])
  })

  it.each([
    ['Pay to 0123456789 GTBank', '0123456789'],
    ['Account: 012 345 6789 (Access)', '012 345 6789'],
    ['acct 0123-456-789', '0123-456-789'],
  ])('flags the NUBAN account number in %j', (text, number) => {
    expect(reasonsIn(text)).toEqual([['accountNumber', number]])
  })

  it.each([
    ['Chat wa.me/2348031234567 for help', 'wa.me/2348031234567'],
    ['Chat on wa.me/2348031234567.', 'wa.me/2348031234567'],
    ['Join https://chat.whatsapp.com/AbCdEf123 today', 'https://chat.whatsapp.com/AbCdEf123'],
    ['DM t.me/escrova_refunds', 't.me/escrova_refunds'],
    ['Message https://telegram.me/agent_kay', 'https://telegram.me/agent_kay'],
  ])('flags the messaging link in %j (and only as one)', (text, link) => {
    expect(reasonsIn(text).filter(([reason]) => reason !== 'phoneNumber')).toEqual([['messagingLink', link]])
  })

  it.each([
    ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'BTC bech32'],
    ['1BoatSLRHtKNngkdXEeobR76b53LETtpyT', 'BTC legacy'],
    ['0x52908400098527886E0F7030069857D2E4169EE7', 'ETH'],
    ['TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7', 'TRON'],
  ])('flags the wallet %s (%s)', (address) => {
    expect(reasonsIn(`Send USDT to ${address} for release`)).toEqual([['cryptoWallet', address]])
  })

  it('flags off-site links but not the brand’s own site', () => {
    expect(reasonsIn('Claim at https://escrova-refunds.com/claim or bit.ly/x1')).toEqual([
      ['offSiteLink', 'https://escrova-refunds.com/claim'],
      ['offSiteLink', 'bit.ly/x1'],
    ])
    expect(reasonsIn('Go to (https://escrova-refunds.com/claim), now.')).toEqual([
      ['offSiteLink', 'https://escrova-refunds.com/claim'],
    ])
    expect(reasonsIn('See https://escrova.ng/pricing and www.escrova.ng/blogs')).toEqual([])
    expect(reasonsIn('Write to help@escrova-refunds.com')).toEqual([])
  })

  it.each(['Escrova Support', 'Agent Mike', 'Customer Care', 'HelpDesk Team', 'Escrova'])(
    'flags the name %j as a support claim',
    (name) => {
      expect(reasonsIn(name, 'name').map(([reason]) => reason)).toContain('supportClaim')
    },
  )

  it('flags support claims in the text, but not an escrow agent', () => {
    expect(reasonsIn('Contact Escrova customer care for your refund')).toEqual([
      ['supportClaim', 'Escrova customer care'],
    ])
    expect(reasonsIn('Their helpdesk answers fast')).toEqual([['supportClaim', 'helpdesk']])
    expect(reasonsIn('The escrow agent held my money until the goods came.')).toEqual([])
    expect(reasonsIn('Tunde', 'name')).toEqual([])
  })
})

describe('scam detectors: ordinary comments are not flagged', () => {
  it.each([
    'I sold my first phone in 2024 and again in 2025.',
    'Fees were ₦25,000 on a ₦1,500,000 car.',
    'It cost N25000 and NGN 2,500,000.00 for the big one.',
    'Delivered on 25/12/2024, paid on 2024-12-20 at 10:30.',
    'Years 1990 2000 2010 2020 were different.',
    'A billion is 1 000 000 000 naira.',
    'Order 1234567 and ticket 98765432 were closed.',
    'Rated 4.5 out of 5, version 2.10.3.',
    'Node.js and e.g. other words are fine.',
  ])('%j', (text) => {
    expect(findScamMatches(text, 'text')).toEqual([])
    expect(maskContactNumbers(text)).toBe(text)
  })
})

describe('scamFlags', () => {
  it('gives each reason and match once per field, name first', () => {
    expect(
      scamFlags({
        name: 'Escrova Support',
        text: 'WhatsApp 08031234567 or 08031234567, pay 0123456789',
      }),
    ).toEqual([
      { reason: 'supportClaim', field: 'name', match: 'Escrova Support' },
      { reason: 'phoneNumber', field: 'text', match: '08031234567' },
      { reason: 'accountNumber', field: 'text', match: '0123456789' },
    ])
  })
})

describe('maskContactNumbers', () => {
  it.each([
    ['Call 0803 123 4567 now', 'Call 0803 *** **** now'],
    ['Call 08031234567', 'Call 0803*******'],
    ['Call +234 803 123 4567', 'Call +234 803 *** ****'],
    ['Pay 0123456789 today', 'Pay 012******* today'],
    ['Pay 012 345 6789 today', 'Pay 012 *** **** today'],
  ])('%j reads %j', (text, masked) => {
    expect(maskContactNumbers(text)).toBe(masked)
  })
})
