/** About (spec §2.5): who we are, mission, vision, the five core values and the value proposition. */
import { CheckIcon } from '../components/icons.tsx'
import { StoreLink } from '../components/store-link.tsx'
import { PageHero } from '../features/layout/page-hero.tsx'
import { pageMeta, type RouteHandle } from '../lib/page-meta.ts'
import { SITE_FACTS } from '../lib/site-facts.ts'
import type { Route } from './+types/about-us'

export const handle: RouteHandle = { title: 'About Us' }
export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'About Us',
    path: '/about-us',
    description:
      'Who we are: Escrova makes buying and selling online in Nigeria safe, holding funds in escrow until both sides are satisfied.',
  })

export const CORE_VALUES = [
  {
    title: 'Trust',
    text: 'Every naira we hold belongs to our customers. We earn their trust with every transaction.',
  },
  { title: 'Security', text: 'Bank-grade protection for funds and data, from checkout to payout.' },
  {
    title: 'Innovation',
    text: 'We build new ways to pay, sell and get paid, designed for how Nigerians trade.',
  },
  { title: 'Efficiency', text: 'Fast payouts, fast dispute decisions and tools that save merchants time.' },
  {
    title: 'Customer-centricity',
    text: 'Merchants and shoppers shape what we build; support is available 24 hours a day.',
  },
] as const

export default function AboutUs() {
  return (
    <>
      <PageHero />
      <section className="section" aria-labelledby="who-title">
        <div className="container about-intro">
          <div>
            <p className="eyebrow">Who we are</p>
            <h2 id="who-title">Escrow payments built for Nigerian commerce</h2>
            <p className="lead">
              {SITE_FACTS.company} runs {SITE_FACTS.brand}, a mobile and web escrow payment service for buyers
              and sellers in Nigeria: merchants, vendors, freelancers, service providers and e-commerce
              platforms.
            </p>
            <p>
              We hold the buyer’s funds until the terms of a transaction are met, then release them to the
              seller. Around that promise we have built escrow checkout, payment links and invoicing, USSD
              offline payment, bill payments, a multicurrency virtual card, a wallet with currency conversion
              and a voting system for talent hunts.
            </p>
          </div>
          <img src="/images/escrow-flow.svg" alt="" width="520" height="400" loading="lazy" />
        </div>
      </section>
      <section className="section section-alt" aria-label="Mission and vision">
        <div className="container grid grid-2">
          <article className="card">
            <h2>Our mission</h2>
            <p>
              To make every online transaction in Nigeria as safe as a handshake, so that buyers pay with
              confidence and sellers are paid on time, at a lower cost than the industry rate.
            </p>
          </article>
          <article className="card">
            <h2>Our vision</h2>
            <p>
              An algorithm for limitless global e-commerce: a world where a trader in Aba can sell to a
              customer in Abuja, Accra or Atlanta without either of them taking a risk.
            </p>
          </article>
        </div>
      </section>
      <section className="section" aria-labelledby="values-title">
        <div className="container">
          <div className="section-head">
            <p className="eyebrow">What we stand for</p>
            <h2 id="values-title">Our core values</h2>
          </div>
          <ul className="values">
            {CORE_VALUES.map((value) => (
              <li key={value.title} className="card">
                <h3>{value.title}</h3>
                <p className="muted">{value.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section section-alt" aria-labelledby="value-prop-title">
        <div className="container about-intro">
          <div>
            <p className="eyebrow">Our value proposition</p>
            <h2 id="value-prop-title">Why merchants and shoppers choose {SITE_FACTS.brand}</h2>
            <ul className="check-list">
              {[
                'Funds released only when the terms of the deal are met',
                'Clear dispute rules with fixed response times',
                'Instant payouts to any Nigerian bank account',
                'No setup fees, no maintenance costs, no hidden charges',
                'One API, easy to integrate and well documented',
              ].map((item) => (
                <li key={item}>
                  <CheckIcon /> {item}
                </li>
              ))}
            </ul>
            <StoreLink className="button button-primary">Get Started</StoreLink>
          </div>
          <img src="/images/app-advantage.svg" alt="" width="520" height="400" loading="lazy" />
        </div>
      </section>
    </>
  )
}
