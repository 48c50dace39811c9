/**
 * Home section 11 (anchor `pricing`), docs/product-rules.md#pricing: a naira amount (digits only, default from the Pricing document) and
 * the figures with two decimals, computed with the rates edited in the Studio (`ratesFromPercentages`).
 */
import { formatNaira, parseAmountInput, priceBreakdown, ratesFromPercentages } from '@escrova/schemas/pricing'
import { useState } from 'react'
import { Reveal } from '../../components/reveal.tsx'
import { usePageLanguage } from '../../lib/language.ts'
import type { PricingCopy } from './home-copy.ts'

export function PricingCalculator({ pricing }: { pricing: PricingCopy }) {
  const language = usePageLanguage()
  const [raw, setRaw] = useState(String(pricing.defaultAmount))
  const amount = parseAmountInput(raw)
  const figures = priceBreakdown(amount, ratesFromPercentages(pricing))
  const escrow = pricing.escrowHandlingChargePercent
  const labels = pricing.figureLabels
  return (
    <Reveal className="section section-alt" id="pricing" aria-labelledby="pricing-title">
      <div className="container pricing">
        <div>
          <p className="eyebrow">{pricing.eyebrow}</p>
          <h2 id="pricing-title">{pricing.heading}</h2>
          <p className="lead">{pricing.lead}</p>
        </div>
        <div className="card calculator">
          <label htmlFor="pricing-amount">{pricing.amountLabel}</label>
          <input
            id="pricing-amount"
            name="amount"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            value={raw}
            onChange={(event) => setRaw(event.target.value.replace(/\D/g, ''))}
          />
          <dl className="figures" aria-live="polite">
            <div>
              {/* The spec's notation for the handling charge: "(2/2)%" for 2%. */}
              <dt>
                {labels.handlingCharge} ({escrow}/{escrow})%
              </dt>
              <dd data-figure="charge">₦{formatNaira(figures.escrowHandlingCharge, language)}</dd>
            </div>
            <div>
              <dt>
                {labels.sellerReceives} ({pricing.sellerChargePercent}% {labels.sellerCharge})
              </dt>
              <dd data-figure="seller">₦{formatNaira(figures.sellerReceives, language)}</dd>
            </div>
            <div>
              <dt>
                {labels.buyerPays} ({pricing.buyerExtraChargePercent}% {labels.buyerCharge})
              </dt>
              <dd data-figure="buyer">₦{formatNaira(figures.buyerPays, language)}</dd>
            </div>
          </dl>
        </div>
      </div>
    </Reveal>
  )
}
