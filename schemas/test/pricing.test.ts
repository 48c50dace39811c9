import {
  DEFAULT_PRICING_AMOUNT,
  formatNaira,
  parseAmountInput,
  priceBreakdown,
} from '@escrova/schemas/pricing'
import { describe, expect, it } from 'vitest'

describe('pricing calculator (spec §2.4, §9)', () => {
  it('starts at 10000 naira', () => {
    expect(DEFAULT_PRICING_AMOUNT).toBe(10000)
  })

  it('charges 2% escrow handling; seller receives 99%, buyer pays 101%', () => {
    expect(priceBreakdown(10000)).toEqual({
      escrowHandlingCharge: 200,
      sellerReceives: 9900,
      buyerPays: 10100,
    })
    const { escrowHandlingCharge, sellerReceives, buyerPays } = priceBreakdown(123456)
    expect(escrowHandlingCharge).toBeCloseTo(2469.12, 2)
    expect(sellerReceives).toBeCloseTo(122221.44, 2)
    expect(buyerPays).toBeCloseTo(124690.56, 2)
  })

  it('keeps digits only and ignores every other character', () => {
    expect(parseAmountInput('10,000')).toBe(10000)
    expect(parseAmountInput('₦ 25 000.50')).toBe(2500050)
    expect(parseAmountInput('abc')).toBe(0)
    expect(parseAmountInput('')).toBe(0)
    expect(parseAmountInput('-500')).toBe(500)
  })

  it('shows figures with two decimals', () => {
    expect(formatNaira(200)).toMatch(/^200\.00$/)
    expect(formatNaira(9900)).toBe('9,900.00')
    expect(formatNaira(10100)).toBe('10,100.00')
    expect(formatNaira(priceBreakdown(333).escrowHandlingCharge)).toBe('6.66')
  })
})
