/**
 * The words /about-us showed while their copy was still written in code, frozen here when each page moved to reading
 * the Studio's copy (issue 12). The seed-equality test compares the seeded copy with these, so a seed edit that
 * changes what a fresh site shows fails it.
 */

/** /about-us, every text in reading order (`routes/about-us.tsx` before the move). */
export const ABOUT_PAGE_TEXTS = [
  'Who we are',
  'Escrow payments built for Nigerian commerce',
  'Escrova Technologies Limited runs Escrova, a mobile and web escrow payment service for buyers and sellers in Nigeria: merchants, vendors, freelancers, service providers and e-commerce platforms.',
  'We hold the buyer’s funds until the terms of a transaction are met, then release them to the seller. Around that promise we have built escrow checkout, payment links and invoicing, USSD offline payment, bill payments, a multicurrency virtual card, a wallet with currency conversion and a voting system for talent hunts.',
  'Our mission',
  'To make every online transaction in Nigeria as safe as a handshake, so that buyers pay with confidence and sellers are paid on time, at a lower cost than the industry rate.',
  'Our vision',
  'An algorithm for limitless global e-commerce: a world where a trader in Aba can sell to a customer in Abuja, Accra or Atlanta without either of them taking a risk.',
  'What we stand for',
  'Our core values',
  'Trust',
  'Every naira we hold belongs to our customers. We earn their trust with every transaction.',
  'Security',
  'Bank-grade protection for funds and data, from checkout to payout.',
  'Innovation',
  'We build new ways to pay, sell and get paid, designed for how Nigerians trade.',
  'Efficiency',
  'Fast payouts, fast dispute decisions and tools that save merchants time.',
  'Customer-centricity',
  'Merchants and shoppers shape what we build; support is available 24 hours a day.',
  'Our value proposition',
  'Why merchants and shoppers choose Escrova',
  'Funds released only when the terms of the deal are met',
  'Clear dispute rules with fixed response times',
  'Instant payouts to any Nigerian bank account',
  'No setup fees, no maintenance costs, no hidden charges',
  'One API, easy to integrate and well documented',
]
