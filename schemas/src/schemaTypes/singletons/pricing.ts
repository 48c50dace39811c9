import { DEFAULT_PRICING_AMOUNT, PRICING_RATES } from '@escrova/schemas/pricing'
import { FEE_PERCENT_LIMITS, FEE_PERCENT_MESSAGE } from '@escrova/schemas/pricing-limits'
import { CreditCardIcon } from '@sanity/icons/CreditCard'
import { defineField, defineType } from 'sanity'
import { languageField } from '../fields/language'
import { labelsField, lineField, paragraphField } from '../fields/siteFields'

function feeField(name: string, title: string, description: string) {
  return defineField({
    name,
    title,
    type: 'number',
    description,
    validation: (rule) => [
      rule.required().error(`${title} is required: the calculator computes with it.`),
      rule.min(FEE_PERCENT_LIMITS.min).max(FEE_PERCENT_LIMITS.max).error(FEE_PERCENT_MESSAGE),
    ],
  })
}

const percent = (rate: number) => `${rate * 100}%`

/** The pricing calculator's rates on the home page (docs/product-rules.md#pricing): one document, id `pricing`. */
export const pricing = defineType({
  name: 'pricing',
  title: 'Pricing',
  type: 'document',
  icon: CreditCardIcon,
  fields: [
    languageField,
    lineField('eyebrow', 'Eyebrow', 30),
    lineField('heading', 'Heading', 90),
    paragraphField('lead', 'Lead', 240),
    lineField('amountLabel', 'Amount field label', 30, {
      description: 'The label of the calculator’s amount field, e.g. “Amount (₦)”.',
    }),
    labelsField(
      'figureLabels',
      'Figure labels',
      [
        ['handlingCharge', 'Escrow handling charge', 40],
        ['sellerReceives', 'Seller receives', 30],
        ['sellerCharge', 'Seller: the charge’s word', 20],
        ['buyerPays', 'Buyer pays', 30],
        ['buyerCharge', 'Buyer: the extra charge’s words', 20],
      ],
      {
        description:
          'The three figures read “Escrow handling charge (2/2)%”, “Seller receives (1% charge)” and “Buyer pays (1% extra charge)”: the rates in brackets come from the fields below.',
      },
    ),
    feeField(
      'escrowHandlingChargePercent',
      'Escrow handling charge (%)',
      `Escrow handling charge = amount × this ÷ 100. At ${percent(PRICING_RATES.escrowHandlingCharge)} a ₦10,000.00 deal shows ₦200.00.`,
    ),
    feeField(
      'sellerChargePercent',
      'Seller charge (%)',
      `Seller receives = amount × (100 − this) ÷ 100. At ${percent(PRICING_RATES.sellerCharge)} the seller of a ₦10,000.00 deal receives ₦9,900.00.`,
    ),
    feeField(
      'buyerExtraChargePercent',
      'Buyer extra charge (%)',
      `Buyer pays = amount × (100 + this) ÷ 100. At ${percent(PRICING_RATES.buyerExtraCharge)} the buyer of a ₦10,000.00 deal pays ₦10,100.00.`,
    ),
    defineField({
      name: 'defaultAmount',
      title: 'Example amount (₦)',
      type: 'number',
      description: `The amount the calculator starts with (${DEFAULT_PRICING_AMOUNT} today). Whole naira.`,
      validation: (rule) => [
        rule.required().error('Example amount is required: the calculator starts with it.'),
        rule.integer().min(1).max(100_000_000).error('Enter a whole amount between ₦1 and ₦100,000,000.'),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: 'Pricing' }) },
})
