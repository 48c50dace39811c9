import {
  DEFAULT_PRICING_AMOUNT,
  formatNaira,
  PRICING_RATES,
  parseAmountInput,
  priceBreakdown,
  ratesFromPercentages,
} from '@escrova/schemas/pricing'
import { describe, expect, it } from 'vitest'
import { errorsAt, validate } from './support/validate.ts'

describe('pricing calculator (docs/product-rules.md#pricing)', () => {
  it("starts at an amount that shows the spec's figures: ₦200.00 handling, ₦9,900.00 to the seller, ₦10,100.00 paid", () => {
    // The spec's worked example, typed out: a change of the default amount or of a rate shows here.
    const figures = priceBreakdown(DEFAULT_PRICING_AMOUNT)
    expect(formatNaira(DEFAULT_PRICING_AMOUNT)).toBe('10,000.00')
    expect(formatNaira(figures.escrowHandlingCharge)).toBe('200.00')
    expect(formatNaira(figures.sellerReceives)).toBe('9,900.00')
    expect(formatNaira(figures.buyerPays)).toBe('10,100.00')
  })

  it("the Studio's percentages (2 = 2%) give the calculator's rates, and edited rates change the figures", () => {
    expect(
      ratesFromPercentages({
        escrowHandlingChargePercent: 2,
        sellerChargePercent: 1,
        buyerExtraChargePercent: 1,
      }),
    ).toEqual(PRICING_RATES)
    const edited = ratesFromPercentages({
      escrowHandlingChargePercent: 3,
      sellerChargePercent: 0.5,
      buyerExtraChargePercent: 1.5,
    })
    const figures = priceBreakdown(20000, edited)
    expect(figures.escrowHandlingCharge).toBeCloseTo(600, 6)
    expect(figures.sellerReceives).toBeCloseTo(19900, 6)
    expect(figures.buyerPays).toBeCloseTo(20300, 6)
  })

  it('the Studio takes the default amount as an example amount, and refuses one the calculator cannot start with', async () => {
    const pricing = { _id: 'pricing', _type: 'pricing', defaultAmount: DEFAULT_PRICING_AMOUNT }
    expect(errorsAt(await validate(pricing), 'defaultAmount')).toEqual([])
    for (const bad of [0, 1.5, 100_000_001]) {
      expect(errorsAt(await validate({ ...pricing, defaultAmount: bad }), 'defaultAmount')).toEqual([
        'Enter a whole amount between ₦1 and ₦100,000,000.',
      ])
    }
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
