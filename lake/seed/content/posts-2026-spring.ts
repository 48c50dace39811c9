import { bullets, em, h2, h3, img, link, numbered, p, quote, strong } from './blocks.ts'
import type { PostDraft } from './types.ts'

/** January to April 2026: payment links, billing, fees and the first developer posts. */
export const POSTS_2026_SPRING: PostDraft[] = [
  {
    slug: 'payment-links-send-an-invoice-get-paid-into-escrow',
    title: 'Payment links: send an invoice, get paid into escrow',
    publishedAt: '2026-01-08T09:00:00.000Z',
    author: 'fatima_kano',
    categories: ['payments-billing'],
    tags: ['escrow', 'instagram-vendors'],
    cover: 'payment-link',
    coverAlt: 'An invoice with a purple arrow pointing to a payment button',
    excerpt:
      'Create a sales invoice, share the link on WhatsApp or Instagram, and the payment lands in escrow.',
    seoDescription:
      'How to create a sales invoice and payment link, share it with a buyer, and receive the money safely through escrow.',
    body: [
      p(
        'Most of our merchants do not run a website. They sell in chats. Payment links bring checkout to the chat.',
      ),
      h2('Creating a link'),
      numbered(
        'Open Invoices and add the items, quantities and delivery fee.',
        'Tap Share and pick WhatsApp, Instagram or SMS.',
        'The buyer opens the link and pays by card, transfer or USSD.',
      ),
      p('The invoice updates by itself: sent, paid, shipped, delivered. No more "have you paid?" messages.'),
      h3('Tracking status and delivery'),
      p(
        'Every invoice carries its own status and delivery tracking, so a buyer in Ibadan sees exactly what a buyer in Enugu sees.',
      ),
    ],
  },
  {
    slug: 'recurring-bill-payments-with-reminders',
    title: 'Recurring bill payments with reminders that actually help',
    publishedAt: '2026-01-22T12:00:00.000Z',
    author: 'fatima_kano',
    categories: ['payments-billing'],
    tags: ['bill-payments'],
    cover: 'bill-payments',
    coverAlt: 'A yellow lightning bolt between purple circles, for bills and utilities',
    excerpt:
      'Airtime, data, TV and electricity, paid once or on a schedule, with a reminder before anything leaves your wallet.',
    seoDescription:
      'Set up one-time or recurring bill payments for airtime, data, subscriptions and utilities, with reminders before each payment.',
    body: [
      p(
        'Nobody wants to discover the prepaid meter is empty at 9pm. Billing lets you schedule the boring payments and forget them.',
      ),
      bullets(
        'Airtime and data for any network.',
        'TV subscriptions and internet plans.',
        'Electricity tokens for prepaid meters.',
      ),
      p(
        'Choose ',
        strong('one-time'),
        ' or ',
        strong('recurring'),
        '. For recurring payments we remind you the day before, so a change of plan never becomes a surprise debit.',
      ),
    ],
  },
  {
    slug: 'what-sellers-receive-the-99-percent-rule',
    title: 'What sellers receive: the 99% rule and why it is simple',
    publishedAt: '2026-02-05T08:30:00.000Z',
    author: 'tunde_b',
    categories: ['escrow-basics'],
    tags: ['escrow'],
    cover: 'naira-chart',
    coverAlt: 'A bar chart rising from left to right',
    excerpt:
      'On a ₦10,000 sale the seller receives ₦9,900 and the buyer pays ₦10,100. No setup fee, no maintenance fee.',
    seoDescription:
      'How escrow fees work: the seller receives 99% of the amount and the buyer pays 101%, with a 2% escrow handling charge overall.',
    body: [
      p(
        'Fees are where trust is won or lost, so here is ours in one sentence: the seller pays 1%, the buyer pays 1%, and that is the 2% escrow handling charge.',
      ),
      h2('A worked example'),
      bullets(
        'Amount agreed: ₦10,000.00',
        'Buyer pays: ₦10,100.00',
        'Seller receives: ₦9,900.00',
        'Escrow handling charge: ₦200.00',
      ),
      p(
        'Try your own numbers in the ',
        link('pricing calculator', '/#pricing'),
        ' on our home page. Fees exclude VAT.',
      ),
    ],
  },
  {
    slug: 'designers-in-abuja-getting-paid-by-foreign-clients',
    title: 'Designers in Abuja on getting paid by foreign clients',
    publishedAt: '2026-02-19T10:00:00.000Z',
    author: 'chinedu_dev',
    categories: ['freelancing'],
    tags: ['freelancers', 'virtual-cards'],
    cover: 'freelancer-laptop',
    coverAlt: 'A laptop showing code brackets',
    excerpt:
      'Three designers share how they quote, get paid and convert dollars to naira without losing a week to bank queues.',
    seoDescription:
      'Abuja designers share how they get paid by foreign clients: escrow milestones, dollar payments and conversion to naira.',
    body: [
      p('We sat down with three brand designers in Wuse who work mostly for clients in the UK and Canada.'),
      quote(
        'The client is nervous about sending money to Nigeria. I am nervous about working for someone I have never met. Escrow calms us both down.',
      ),
      h2('What they do'),
      bullets(
        'Quote in dollars, split into milestones.',
        'Ask the client to fund the first milestone before the first sketch.',
        'Convert to naira only when they need it, from the wallet.',
      ),
      p('None of them chase invoices any more. One said it gave her back ', em('a day a month'), '.'),
    ],
  },
  {
    slug: 'delivery-confirmation-the-six-hours-that-close-a-deal',
    title: 'Delivery confirmation: the six hours that close a deal',
    publishedAt: '2026-03-05T09:30:00.000Z',
    author: 'adaeze',
    categories: ['safety-disputes'],
    tags: ['disputes', 'escrow'],
    cover: 'dispute-timer',
    coverAlt: 'A clock face with a purple ring',
    excerpt:
      'After goods are marked delivered the buyer has six hours to check them. Then the seller is paid, automatically.',
    seoDescription:
      'Why buyers have six hours to confirm delivery before escrow releases funds to the merchant, and what to check in that time.',
    body: [
      p(
        'Six hours is long enough to open a parcel and try on a pair of shoes, and short enough that an honest seller is not kept waiting for days.',
      ),
      h2('What to check'),
      numbered(
        'That the item matches the listing.',
        'That it works, if it is electronic.',
        'That nothing is missing from the box.',
      ),
      p(
        'If all is well, confirm and the seller is paid at once. If not, open a dispute before the six hours end: after that, the order counts as delivered and you can no longer claim.',
      ),
    ],
  },
  {
    slug: 'one-api-for-escrow-checkout',
    title: 'One API for escrow checkout: a first look for developers',
    publishedAt: '2026-03-19T11:00:00.000Z',
    author: 'chinedu_dev',
    categories: ['company-news', 'payments-billing'],
    tags: ['api', 'escrow'],
    cover: 'freelancer-laptop',
    coverAlt: 'A laptop with code brackets on screen',
    excerpt:
      'Create an escrow order, listen for its status and release funds, all through one well-documented API.',
    seoDescription:
      'A first look at the Escrova API for e-commerce platforms: create escrow orders, track status with webhooks and release funds.',
    body: [
      p(
        'Platforms asked for escrow inside their own checkout. The API is our answer, and it is deliberately small.',
      ),
      h2('The shape of it'),
      bullets(
        'Create an order with the amount, buyer and seller.',
        'Receive signed webhooks as the order moves: funded, delivered, disputed, released.',
        'Release or refund from your own back office when your rules say so.',
      ),
      h3('What we will not make you do'),
      p(
        'No SDK lock-in and no twenty-step onboarding. If you can send JSON over HTTPS, you can integrate it in an afternoon.',
      ),
      p(
        'Interested in early access? ',
        link('Tell us on the wait-list', '/wait-list'),
        ' and choose "Business Transactions".',
      ),
    ],
  },
  {
    slug: 'virtual-dollar-cards-for-small-businesses',
    title: 'Virtual dollar cards for Nigerian small businesses',
    publishedAt: '2026-04-02T08:00:00.000Z',
    author: 'fatima_kano',
    categories: ['payments-billing'],
    tags: ['virtual-cards'],
    cover: 'virtual-card',
    coverAlt: 'Two payment cards, one purple and one black, with a card number',
    excerpt:
      'Pay for software, ads and suppliers abroad with a multicurrency virtual card that converts at the moment you pay.',
    seoDescription:
      'A multicurrency virtual card for Nigerian small businesses: pay for ads, software and foreign suppliers with built-in conversion.',
    body: [
      p(
        'Running ads, paying for design software, ordering samples from abroad: small businesses spend in dollars even when they earn in naira.',
      ),
      bullets(
        'Create a card in the app in under a minute.',
        'Fund it from your naira wallet; conversion is built in.',
        'Freeze it, or make a fresh one for each subscription.',
      ),
      p(
        'One card per service means a leaked card number can only hurt one subscription, and you can cancel it with a tap.',
      ),
    ],
  },
  {
    slug: 'how-to-photograph-goods-so-a-dispute-goes-your-way',
    title: 'How to photograph goods so a dispute goes your way',
    publishedAt: '2026-04-16T13:00:00.000Z',
    author: 'tunde_b',
    categories: ['safety-disputes', 'selling-online'],
    tags: ['disputes', 'instagram-vendors'],
    cover: 'instagram-store',
    coverAlt: 'A drawn storefront with a camera icon',
    excerpt:
      'Evidence decides disputes. Five photos before a parcel leaves your shop are worth more than any argument.',
    seoDescription:
      'A checklist for merchants: which photos to take before shipping so that a dispute is decided on clear evidence.',
    body: [
      p(
        'When a merchant rejects a claim, our team asks both sides for evidence. The side with clear photos usually wins.',
      ),
      h2('The five photos'),
      numbered(
        'The item itself, in daylight, from the front.',
        'Any serial number, label or size tag.',
        'The item going into the packaging.',
        'The sealed parcel with the order number written on it.',
        'The handover to the rider.',
      ),
      img('instagram-store', 'A drawn storefront standing for a vendor’s shop'),
      p('It takes two minutes per order, and it protects you from the rare buyer who is not honest.'),
    ],
  },
]
