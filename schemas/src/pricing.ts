/** Pricing calculator rates (docs/product-rules.md#pricing and #constants). Amounts are naira. */
import { intlLocaleFor } from './language-format.ts'
import { DEFAULT_LANGUAGE, type LanguageCode } from './languages.ts'
export const PRICING_RATES = {
  escrowHandlingCharge: 0.02,
  sellerCharge: 0.01,
  buyerExtraCharge: 0.01,
} as const

export const DEFAULT_PRICING_AMOUNT = 10000

/** Digits only: every other character is ignored (docs/product-rules.md#validation). */
export function parseAmountInput(raw: string): number {
  const digits = raw.replace(/\D/g, '')
  return digits === '' ? 0 : Number(digits)
}

export type PricingRates = { [Rate in keyof typeof PRICING_RATES]: number }

/** The rates as editors write them in the Studio's Pricing document (2 = 2%), as the fractions the calculator uses. */
export function ratesFromPercentages(percentages: {
  escrowHandlingChargePercent: number
  sellerChargePercent: number
  buyerExtraChargePercent: number
}): PricingRates {
  return {
    escrowHandlingCharge: percentages.escrowHandlingChargePercent / 100,
    sellerCharge: percentages.sellerChargePercent / 100,
    buyerExtraCharge: percentages.buyerExtraChargePercent / 100,
  }
}

export function priceBreakdown(amount: number, rates: PricingRates = PRICING_RATES) {
  return {
    escrowHandlingCharge: amount * rates.escrowHandlingCharge,
    sellerReceives: amount * (1 - rates.sellerCharge),
    buyerPays: amount * (1 + rates.buyerExtraCharge),
  }
}

/** Two decimals, grouped as the page's language writes numbers (`intlLocaleFor`). */
export function formatNaira(value: number, language: LanguageCode = DEFAULT_LANGUAGE): string {
  return value.toLocaleString(intlLocaleFor(language), { minimumFractionDigits: 2, maximumFractionDigits: 2 })
}
