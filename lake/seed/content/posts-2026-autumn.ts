import { bullets, em, h2, h3, img, link, numbered, p, quote, strong } from './blocks.ts'
import type { PostDraft } from './types.ts'

/** September and October 2026: the newest posts, shown on the home page carousel. */
export const POSTS_2026_AUTUMN: PostDraft[] = [
  {
    slug: 'escrow-for-events-catering-and-repairs',
    title: 'Service providers: escrow for events, catering and repairs',
    publishedAt: '2026-09-03T09:00:00.000Z',
    author: 'tunde_b',
    categories: ['selling-online', 'freelancing'],
    tags: ['escrow', 'freelancers'],
    cover: 'buyer-seller',
    coverAlt: 'Two circles joined by a bridge',
    excerpt:
      'Caterers, decorators and repair technicians deliver services, not parcels. Escrow works for them too.',
    seoDescription:
      'How caterers, event planners and repair technicians in Nigeria use escrow to get paid for services, not just goods.',
    body: [
      p(
        'A caterer buys ingredients days before the party. A generator technician buys parts before the repair. Both take a risk on the client.',
      ),
      h2('How service escrow works'),
      numbered(
        'Agree the job and the price in the app.',
        'The client funds escrow before you buy materials.',
        'You deliver, the client confirms, you are paid.',
      ),
      p('For larger jobs, split the work into milestones so materials are covered up front.'),
    ],
  },
  {
    slug: 'keeping-your-account-safe',
    title: 'Keeping your account safe: PINs, devices and phishing',
    publishedAt: '2026-09-17T10:30:00.000Z',
    author: 'fatima_kano',
    categories: ['safety-disputes'],
    tags: ['fraud-prevention'],
    cover: 'escrow-shield',
    coverAlt: 'A purple shield with a tick mark',
    excerpt:
      'We will never ask for your PIN. Here is what we will ask for, and how to spot a message that is not from us.',
    seoDescription:
      'Account safety tips for Escrova users: protecting your PIN, trusted devices, and spotting phishing messages and fake links.',
    body: [
      quote(
        'Nobody from Escrova will ever ask for your PIN, your OTP or your password. Not by phone, not by WhatsApp, not by email.',
      ),
      h2('Three habits'),
      bullets(
        'Use a PIN that is not your birthday or 1234.',
        'Remove old phones from your trusted devices.',
        [
          'Only open links to our real domain; when in doubt, open the app instead. Report suspicious messages through a ',
          link('support ticket', '/contact'),
          '.',
        ],
      ),
      p(
        'Card data is never stored by us in full: it is held by a certified payment vendor under the card industry standard.',
      ),
    ],
  },
  {
    slug: 'inside-our-beta-what-testers-asked-for-first',
    title: 'Inside our beta: what testers asked for first',
    publishedAt: '2026-10-01T08:00:00.000Z',
    author: 'chinedu_dev',
    categories: ['company-news'],
    tags: ['api', 'escrow'],
    cover: 'team-escrova',
    coverAlt: 'Three drawn figures standing together',
    excerpt:
      'Our first beta testers were vendors, freelancers and a few very patient developers. Their top requests, ranked.',
    seoDescription:
      'What the first Escrova beta testers asked for: instant payouts, USSD, clearer dispute timers and a smaller API.',
    body: [
      p('We read every piece of feedback from the first group of testers. These came up most often.'),
      numbered(
        'Instant payouts to any bank account.',
        'USSD for buyers without data.',
        'A visible countdown on every dispute.',
        'Fewer fields when creating an invoice.',
      ),
      p(
        'All four are now in the app. The next round is about ',
        em('sharing'),
        ': payment links that look good in any chat.',
      ),
    ],
  },
  {
    slug: 'cross-border-orders-paying-suppliers-abroad',
    title: 'Cross-border orders: paying suppliers abroad from Onitsha',
    publishedAt: '2026-10-08T11:00:00.000Z',
    author: 'fatima_kano',
    categories: ['payments-billing'],
    tags: ['virtual-cards'],
    cover: 'virtual-card',
    coverAlt: 'Two payment cards with a card number',
    excerpt:
      'Importers in Onitsha pay suppliers abroad every week. The virtual card and wallet conversion make it simpler.',
    seoDescription:
      'How Nigerian importers pay foreign suppliers with a multicurrency virtual card and wallet conversion from naira.',
    body: [
      p(
        'Traders at Main Market import phone accessories, fabrics and spare parts. Paying suppliers used to mean a cash run to a middleman.',
      ),
      bullets(
        'Convert naira in the wallet at a rate shown up front.',
        'Pay the supplier by virtual card, in their currency.',
        'Keep a receipt for every payment.',
      ),
      p('Fees exclude VAT and are shown before you confirm.'),
    ],
  },
  {
    slug: 'from-kano-to-port-harcourt-long-distance-delivery',
    title:
      'From Kano to Port Harcourt: what escrow changes for long-distance delivery and the merchants who ship',
    publishedAt: '2026-10-15T09:45:00.000Z',
    author: 'adaeze',
    categories: ['selling-online', 'escrow-basics'],
    tags: ['escrow', 'disputes'],
    cover: 'city-map',
    coverAlt: 'A map of Nigeria with pins on three cities',
    excerpt:
      'A thousand kilometres is a long way for a parcel and for trust. How escrow keeps both intact on interstate orders.',
    seoDescription:
      'Shipping goods between Nigerian states: how escrow, delivery confirmation and dispute timers protect long-distance orders.',
    body: [
      p(
        'A leather seller in Kano gets an order from Port Harcourt. The buyer has never been to Kano; the seller has never met the buyer. This is exactly the sale escrow was built for.',
      ),
      h2('Before dispatch'),
      bullets(
        'The buyer funds escrow.',
        'The seller photographs the goods and the sealed parcel.',
        'The tracking number goes into the order.',
      ),
      h2('After delivery'),
      p(
        'The six-hour confirmation window starts when the order is marked delivered, not when it was shipped, so a slow road never eats into the buyer’s time.',
      ),
      img('city-map', 'A map of Nigeria with pins on Lagos, Abuja and Kano'),
    ],
  },
  {
    slug: 'escrow-for-car-deals',
    title: 'Escrow for car deals: inspections, payments and paperwork',
    publishedAt: '2026-10-22T10:00:00.000Z',
    author: 'tunde_b',
    categories: ['escrow-basics'],
    tags: ['escrow', 'fraud-prevention', 'lagos'],
    cover: 'buyer-seller',
    coverAlt: 'Two circles joined by a bridge',
    excerpt:
      'Millions of naira, one handover. How escrow takes the fear out of buying a car from a stranger.',
    seoDescription:
      'Using escrow for used car purchases in Nigeria: inspection first, funds held, papers checked, then release to the seller.',
    body: [
      p(
        'Nobody wants to carry ₦8 million in cash to a car park in Berger. Escrow lets the money wait while the car is checked.',
      ),
      numbered(
        'The buyer funds escrow.',
        'A mechanic inspects the car and the papers are verified.',
        'The buyer confirms and the seller is paid the same day.',
      ),
      p(
        strong('Papers first:'),
        ' never confirm before the customs papers and proof of ownership have been checked.',
      ),
    ],
  },
  {
    slug: 'no-hidden-charges-how-our-fees-work',
    title: 'No hidden charges: how our fees work',
    publishedAt: '2026-10-27T08:30:00.000Z',
    author: 'adaeze',
    categories: ['escrow-basics', 'company-news'],
    tags: ['escrow'],
    cover: 'naira-chart',
    coverAlt: 'A bar chart with a rising line',
    excerpt:
      'No setup fees, no maintenance costs, no hidden charges. Just a clear escrow handling charge you can calculate.',
    seoDescription:
      'Escrova fees explained: no setup fees or maintenance costs, a 2% escrow handling charge split between buyer and seller.',
    body: [
      p('We get asked about fees more than anything else, so this post says it all in one place.'),
      bullets('No setup fees.', 'No maintenance costs.', 'No hidden charges.'),
      h3('The escrow handling charge'),
      p(
        '2% of the amount: the seller receives 99% and the buyer pays 101%. Our terms also describe a 3% service charge on some transaction types; the app shows you the exact figure before you pay.',
      ),
      p(
        'Use the ',
        link('calculator on our home page', '/#pricing'),
        ' to see the numbers for your own sale.',
      ),
    ],
  },
  {
    slug: 'join-the-beta-what-testers-get',
    title: 'Join the beta: what testers get and how to apply',
    publishedAt: '2026-10-30T12:00:00.000Z',
    author: 'chinedu_dev',
    categories: ['company-news'],
    tags: ['escrow', 'api'],
    cover: 'team-escrova',
    coverAlt: 'Three drawn figures standing together',
    excerpt:
      'We are opening the beta to more vendors, freelancers and developers. Two short steps and you are on the list.',
    seoDescription:
      'Apply for the Escrova beta programme: who we are looking for, what testers get, and the two-step application form.',
    body: [
      p(
        'The beta is where features meet real sales. We are looking for people who sell, freelance or build on iOS, Android, web and desktop.',
      ),
      h2('What testers get'),
      bullets(
        'Early access to new features.',
        'A direct line to the product team.',
        'Escrow on real transactions while it is still free to shape.',
      ),
      h2('How to apply'),
      p(
        'Fill in the ',
        link('wait-list form', '/wait-list'),
        ': your details first, then your key needs and platforms. We will reach out to selected testers soon.',
      ),
    ],
  },
]
