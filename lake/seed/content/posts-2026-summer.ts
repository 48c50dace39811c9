import { bullets, code, em, h2, h3, link, numbered, p, quote, strong } from './blocks.ts'
import type { PostDraft } from './types.ts'

/** May to August 2026: conversion, voting, resolutions and everyday safety. */
export const POSTS_2026_SUMMER: PostDraft[] = [
  {
    slug: 'converting-usdt-and-dollars-to-naira',
    title: 'Converting USDT and dollars to naira without the street rate',
    publishedAt: '2026-05-07T09:00:00.000Z',
    author: 'fatima_kano',
    categories: ['payments-billing'],
    tags: ['freelancers', 'virtual-cards'],
    cover: 'naira-chart',
    coverAlt: 'A bar chart with a rising line',
    excerpt:
      'Hold USDT, USD or other currencies in your wallet and convert to naira when you choose, at a rate you see first.',
    seoDescription:
      'How the Escrova wallet converts USDT, USD and other foreign currencies to naira, with the rate shown before you confirm.',
    body: [
      p(
        'Freelancers paid in stablecoins or dollars often end up selling to whoever answers first on a Telegram group. That is slow and risky.',
      ),
      h2('In the wallet'),
      bullets(
        'See the rate before you confirm.',
        'Convert part of a balance, not all of it.',
        'Withdraw the naira to any Nigerian bank account.',
      ),
      p(
        'Instant payouts to bank accounts were one of the first things our testers asked for, and they are one of the things we are proudest of.',
      ),
    ],
  },
  {
    slug: 'talent-hunts-and-real-time-voting',
    title: 'Talent hunts and real-time voting: where the money goes',
    publishedAt: '2026-05-21T15:00:00.000Z',
    author: 'chinedu_dev',
    categories: ['company-news'],
    tags: ['api'],
    cover: 'team-escrova',
    coverAlt: 'Three drawn figures standing together',
    excerpt:
      'Paid voting for talent hunts needs two things: results people believe and revenue that is counted correctly.',
    seoDescription:
      'How real-time paid voting for talent-hunt projects works, with automated revenue collection organisers can audit.',
    body: [
      p(
        'Talent shows in Lagos and Enugu asked us for voting that fans can trust. Every vote is a payment, so it is a payments problem first.',
      ),
      bullets(
        'Votes appear in real time on the organiser’s dashboard.',
        'Revenue is collected automatically, with no manual reconciliation.',
        'Every vote can be traced to a payment reference.',
      ),
      quote('If the audience does not believe the count, the show has no winner. Only an argument.'),
    ],
  },
  {
    slug: 'replacement-or-refund-how-merchants-should-choose',
    title: 'Replacement or refund? How merchants should choose',
    publishedAt: '2026-06-04T10:30:00.000Z',
    author: 'adaeze',
    categories: ['safety-disputes', 'selling-online'],
    tags: ['disputes'],
    cover: 'buyer-seller',
    coverAlt: 'Two circles joined by a bridge',
    excerpt:
      'When you accept a dispute you pick a replacement or a refund. The right choice depends on stock, distance and the buyer.',
    seoDescription:
      'Accepted a dispute? How merchants should choose between a replacement and a refund, and the deadlines that apply to each.',
    body: [
      p('Accepting a claim is often the fastest way to keep a customer. The next question is what to offer.'),
      h2('Choose a replacement when'),
      bullets(
        'You have the item in stock and can ship within 48 hours.',
        'The buyer still wants the product, just not this one.',
      ),
      h2('Choose a refund when'),
      bullets(
        'Stock has run out.',
        'The buyer is far away and delivery would take days.',
        'The relationship matters more than the sale.',
      ),
      p(
        'Either way the buyer returns the goods within 12 hours, and the status changes to ',
        em('goods returned to the merchant’s warehouse'),
        '.',
      ),
    ],
  },
  {
    slug: 'fashion-vendors-on-instagram-busy-season-checklist',
    title: 'Fashion vendors on Instagram: a checklist for busy seasons',
    publishedAt: '2026-06-18T08:45:00.000Z',
    author: 'tunde_b',
    categories: ['selling-online'],
    tags: ['instagram-vendors', 'lagos'],
    cover: 'instagram-store',
    coverAlt: 'A drawn storefront with a camera icon',
    excerpt:
      'Sallah, weddings, December: when orders triple, a few habits keep your DMs calm and your payouts steady.',
    seoDescription:
      'A busy-season checklist for Nigerian fashion vendors on Instagram: payment links, size charts, dispatch photos and escrow.',
    body: [
      p(
        'Busy seasons reward vendors who prepare. Here is the list we share with merchants before every rush.',
      ),
      numbered(
        'Pin a size chart and delivery times to your profile.',
        'Put a payment link in your bio so nobody waits for an account number.',
        'Batch your dispatches twice a day and photograph every parcel.',
        'Mark orders delivered the moment the rider confirms.',
      ),
      p(
        'Funds are released six hours after delivery if the buyer does not act, so quick updates mean quick money.',
      ),
    ],
  },
  {
    slug: 'milestone-payments-for-freelance-projects',
    title: 'Milestone payments for freelance projects',
    publishedAt: '2026-07-02T11:15:00.000Z',
    author: 'chinedu_dev',
    categories: ['freelancing'],
    tags: ['freelancers', 'escrow'],
    cover: 'freelancer-laptop',
    coverAlt: 'A laptop showing code brackets',
    excerpt:
      'Split a big project into milestones, each funded and released on its own. Less risk for you and for the client.',
    seoDescription:
      'How Nigerian freelancers can use escrow milestone payments: split projects, fund each stage and get paid as you deliver.',
    body: [
      p(
        'A three-month app build is a big promise for both sides. Milestones turn it into several small ones.',
      ),
      h2('A simple split'),
      numbered('Design: 25%', 'First working version: 35%', 'Launch and handover: 40%'),
      h3('Naming milestones'),
      p(
        'Give each milestone a short, checkable name, like ',
        code('v1-login-and-payments'),
        ', so "done" is never a matter of opinion.',
      ),
      p(
        strong('Tip:'),
        ' fund the next milestone before releasing the current one. Work never stops waiting for a transfer.',
      ),
    ],
  },
  {
    slug: 'warning-strikes-why-false-claims-cost-buyers',
    title: 'Warning strikes: why false claims cost buyers',
    publishedAt: '2026-07-16T09:00:00.000Z',
    author: 'adaeze',
    categories: ['safety-disputes'],
    tags: ['disputes', 'fraud-prevention'],
    cover: 'escrow-shield',
    coverAlt: 'A purple shield with a tick mark',
    excerpt:
      'Escrow protects buyers, but not buyers who lie. A verdict against a false claim comes with a warning strike.',
    seoDescription:
      'Why a false dispute earns Nigerian buyers a warning strike, and how repeated strikes can bar an account from escrow.',
    body: [
      p('Most disputes are honest mistakes: the wrong size, a late rider, a missing charger. A few are not.'),
      p(
        'When our team decides against a buyer, the funds go to the merchant. If the claim was false, the buyer also receives a warning strike. Several strikes can bar a buyer from the service.',
      ),
      quote('Protection only works if it cannot be turned into a weapon against honest sellers.'),
    ],
  },
  {
    slug: 'airtime-and-data-for-your-team',
    title: 'Airtime and data for your team, paid from one wallet',
    publishedAt: '2026-07-30T10:00:00.000Z',
    author: 'fatima_kano',
    categories: ['payments-billing'],
    tags: ['bill-payments'],
    cover: 'bill-payments',
    coverAlt: 'A yellow lightning bolt between purple circles',
    excerpt:
      'Small teams spend hours buying airtime and data one line at a time. Do it for everyone, on a schedule.',
    seoDescription:
      'Pay airtime and data for your whole team from one wallet, once or on a recurring schedule, with reminders.',
    body: [
      p(
        'Sales reps in the field live on their phones. Topping up ten lines by hand every Monday is nobody’s favourite job.',
      ),
      bullets(
        'Save each team member’s number and network once.',
        'Schedule a weekly or monthly top-up.',
        'Get a reminder before it runs, and a receipt after.',
      ),
      p(
        'It is the same billing feature our individual users love, ',
        em('with a list instead of a single number'),
        '.',
      ),
    ],
  },
  {
    slug: 'buying-a-used-phone-online-in-lagos',
    title: 'Buying a used phone online in Lagos: a safe way',
    publishedAt: '2026-08-13T12:30:00.000Z',
    author: 'tunde_b',
    categories: ['escrow-basics'],
    tags: ['lagos', 'fraud-prevention', 'escrow'],
    cover: 'city-map',
    coverAlt: 'A map of Nigeria with pins on three cities',
    excerpt:
      'Used phones are the classic online scam. Escrow and a six-hour check make them one of the safest buys.',
    seoDescription:
      'How to buy a used phone online in Lagos safely: escrow payment, checks to do on delivery, and when to open a dispute.',
    body: [
      p(
        'Computer Village has everything, including sellers you would rather not meet twice. Buying online with escrow changes the balance.',
      ),
      h2('Checks in the first six hours'),
      bullets(
        'IMEI matches the box and the listing.',
        'Face ID or fingerprint works.',
        'Battery health is what the seller said.',
        'It is not locked to someone else’s account.',
      ),
      p(
        'Anything wrong? Open a dispute with photos before confirming. See ',
        link('how disputes work', '/blogs/the-12-hour-dispute-window-explained'),
        '.',
      ),
    ],
  },
  {
    slug: 'why-we-hold-funds-instead-of-trusting-screenshots',
    title: 'Why we hold funds instead of trusting screenshots',
    publishedAt: '2026-08-27T09:30:00.000Z',
    author: 'adaeze',
    categories: ['escrow-basics'],
    tags: ['fraud-prevention', 'escrow'],
    cover: 'payment-link',
    coverAlt: 'An invoice with a purple arrow',
    excerpt:
      'A transfer screenshot proves nothing. A funded escrow order proves everything a seller needs to know.',
    seoDescription:
      'Fake transfer screenshots cost Nigerian vendors millions. Why a funded escrow order is proof a seller can rely on.',
    body: [
      p(
        '"I have sent it, check your account." Every vendor has shipped on the strength of a screenshot at least once, and many have regretted it.',
      ),
      p(
        'With escrow the seller does not need a screenshot. The order shows ',
        strong('Funded'),
        ' only when the money is actually held.',
      ),
      bullets('No fake alerts.', 'No "network delay" stories.', 'No shipping before payment exists.'),
    ],
  },
]
