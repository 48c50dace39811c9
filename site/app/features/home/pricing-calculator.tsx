/**
 * Home section 11 (anchor `pricing`), spec §2.4: a naira amount (digits only, default 10000) and the figures with two
 * decimals, from the shared rates in @escrova/schemas/pricing.
 */
import {
  DEFAULT_PRICING_AMOUNT,
  formatNaira,
  parseAmountInput,
  priceBreakdown,
} from '@escrova/schemas/pricing'
import { useState } from 'react'
import { Reveal } from '../../components/reveal.tsx'

export function PricingCalculator() {
  const [raw, setRaw] = useState(String(DEFAULT_PRICING_AMOUNT))
  const amount = parseAmountInput(raw)
  const figures = priceBreakdown(amount)
  return (
    <Reveal className="section section-alt" id="pricing" aria-labelledby="pricing-title">
      <div className="container pricing">
        <div>
          <p className="eyebrow">Pricing</p>
          <h2 id="pricing-title">Simple, transparent pricing</h2>
          <p className="lead">
            Type an amount to see what the escrow costs. No setup fees, no maintenance costs, no hidden
            charges. Fees exclude VAT.
          </p>
        </div>
        <div className="card calculator">
          <label htmlFor="pricing-amount">Amount (₦)</label>
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
              <dt>Escrow handling charge (2/2)%</dt>
              <dd data-figure="charge">₦{formatNaira(figures.escrowHandlingCharge)}</dd>
            </div>
            <div>
              <dt>Seller receives (1% charge)</dt>
              <dd data-figure="seller">₦{formatNaira(figures.sellerReceives)}</dd>
            </div>
            <div>
              <dt>Buyer pays (1% extra charge)</dt>
              <dd data-figure="buyer">₦{formatNaira(figures.buyerPays)}</dd>
            </div>
          </dl>
        </div>
      </div>
    </Reveal>
  )
}
