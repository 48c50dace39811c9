/** The home page's copy as the site showed it before it moved to the Studio (docs/product-rules.md#site-copy); the seed's source. */

export const HERO = {
  badge: 'News!',
  badgeText: 'Our beta programme is open: join the wait-list',
  headline: 'Algorithm For Limitless Global E-commerce Solution',
  description:
    'Escrova simplifies and optimises e-commerce transactions, lowers your operating costs and gives merchants and consumers frictionless transactions: the buyer’s money is held safely until the terms of the deal are met, then released to the seller.',
}

/** Three sample activity cards (docs/product-rules.md#entities): data purchase, escrow, airtime purchase. */
export const ACTIVITY_CARDS = [
  { title: 'Data purchase', detail: 'MTN 10GB monthly plan', amount: '₦3,500.00', status: 'Successful' },
  { title: 'Escrow', detail: 'Order #2741 · funds held', amount: '₦85,000.00', status: 'In escrow' },
  { title: 'Airtime purchase', detail: 'Airtel top-up', amount: '₦1,000.00', status: 'Successful' },
] as const

export const PARTNERS_HEADING = 'Millions of clients trust us.'
export const PARTNER_LOGOS = [1, 2, 3, 4].map((n) => ({
  src: `/images/partners/partner-${n}.svg`,
  alt: `Partner ${n}`,
}))

export const ABOUT_BLOCK = {
  eyebrow: 'About Escrova',
  heading: 'A fully integrated e-commerce and payment security suite',
  text: 'Sell and buy online with the confidence of a handshake. Escrova protects every naira from checkout to delivery, so merchants get paid and customers get what they ordered.',
  points: [
    'Instant payouts to your bank account once a deal is complete',
    'Lower cost than the industry rate, with no hidden charges',
    'Invoices, payment links, bills and virtual cards in one place',
  ],
}

export const HOW_IT_WORKS = [
  {
    title: 'Download the app',
    text: 'Get Escrova from the Apple App Store or the Google Play Store.',
  },
  {
    title: 'Create an account',
    text: 'Sign up with your phone number and email in a couple of minutes.',
  },
  {
    title: 'Verify and start transacting',
    text: 'Verify your identity, then start buying and selling with escrow protection.',
  },
] as const

export const APP_ADVANTAGE = {
  eyebrow: 'App advantage',
  heading: 'The escrow solution for merchants and customers',
  points: [
    'Trading comfort for merchants and customers alike',
    'Fast and secure payment processing',
    'Optimized for any transaction, big or small',
    'Lasting reliability and trust, with 99.9% availability and 24/7 support',
  ],
}

export const WHY_CARDS = [
  {
    title: 'Escrow Checkout',
    text: 'Generate invoices, track status and delivery, resolve disputes, and release funds only after quality is verified.',
    to: '/services/escrow',
  },
  {
    title: 'Payment Links/Invoicing',
    text: 'Create and share sales invoices and payment links, and accept USSD offline payments from customers without data.',
    // The spec's card carries a target named `invoice`: the invoicing section of the Payment Links page.
    to: '/services/payment-links#invoice',
  },
  {
    title: 'Billing',
    text: 'Pay for airtime, data, subscriptions and other services, one-time or recurring, with reminders before they are due.',
    to: '/services/billing',
  },
  {
    title: 'Voting',
    text: 'Real-time voting and automated revenue collection for talent-hunt projects and competitions.',
    to: '/services/voting',
  },
] as const

export const STATS = [
  { value: 56, suffix: '+', label: 'Partner businesses' },
  { value: 32, suffix: '+', label: 'Cities served' },
  { value: 156, suffix: 'k', label: 'Transactions protected' },
  { value: 42, suffix: '+', label: 'Team members' },
] as const

export const FAQS = [
  {
    question: 'How does Escrova keep my money safe?',
    answer:
      'When a buyer pays, Escrova holds the funds. The seller is paid only when the buyer confirms delivery, or automatically 6 hours after the goods are marked delivered if the buyer does nothing. If something goes wrong, the buyer can open a dispute and our team decides.',
  },
  {
    question: 'How much does it cost to use Escrova?',
    answer:
      'The escrow handling charge is 2% of the amount: the seller receives 99% (a 1% charge) and the buyer pays 101% (a 1% extra charge). There are no setup fees, no maintenance costs and no hidden charges. Fees exclude VAT; see our terms for details.',
  },
  {
    question: 'What happens if the goods are not as described?',
    answer:
      'Open a dispute in the app with a reason and photos. The merchant has 12 hours to respond (plus a 2 hour grace period) and can offer a replacement or a refund. If the merchant rejects your claim, our staff review the evidence and tell both parties the decision within 2 hours.',
  },
] as const

export const TESTIMONIALS = [
  {
    name: 'Adaeze Okafor',
    role: 'Fashion vendor, Lagos',
    feedback:
      'My customers used to be scared of paying before delivery. Now I send an Escrova link and they pay immediately, because they know the money is safe until the dress arrives.',
    image: '/images/testimonials/adaeze.svg',
    rating: 5,
  },
  {
    name: 'Tunde Bakare',
    role: 'Gadget reseller, Ibadan',
    feedback:
      'Payouts land in my bank account the moment a buyer confirms. The dispute process is fair and fast, which is rare in this business.',
    image: '/images/testimonials/tunde.svg',
    rating: 4.5,
  },
  {
    name: 'Chioma Eze',
    role: 'Freelance designer, Enugu',
    feedback:
      'I invoice foreign clients and convert USD to naira in the same app. Clients pay into escrow, so I no longer chase anyone for my money.',
    image: '/images/testimonials/chioma.svg',
    rating: 5,
  },
  {
    name: 'Ibrahim Musa',
    role: 'Logistics partner, Kano',
    feedback:
      'Delivery confirmation in the app means I know exactly when a job is complete. Fewer arguments, faster settlements.',
    image: '/images/testimonials/ibrahim.svg',
    rating: 4,
  },
  {
    name: 'Funmi Adeyemi',
    role: 'Online shopper, Abuja',
    feedback:
      'I bought a phone from a seller I had never met and did not lose sleep over it. Escrova held my money until I had checked the phone.',
    image: '/images/testimonials/funmi.svg',
    rating: 4.5,
  },
  {
    name: 'Emeka Nwosu',
    role: 'Event organiser, Port Harcourt',
    feedback:
      'We ran our talent hunt on Escrova voting. Real-time results and automatic revenue collection saved us days of reconciliation.',
    image: '/images/testimonials/emeka.svg',
    rating: 5,
  },
] as const

export const FEATURES = {
  eyebrow: 'Features',
  heading: 'Everything you need to trade safely',
  items: [
    {
      title: 'Wallet and conversion',
      text: 'Hold funds in your wallet and convert USDT, USD and other foreign currencies to naira.',
    },
    {
      title: 'Multicurrency virtual card',
      text: 'Pay online anywhere with a virtual card that converts currencies for you.',
    },
    {
      title: 'One API',
      text: 'Easy to integrate and well documented: add escrow checkout to your store in an afternoon.',
    },
    { title: 'Always on', text: '99.9% availability target and support 24 hours a day, 7 days a week.' },
  ],
}

export const DOWNLOAD_APP = {
  heading: 'Download the Escrova app',
  text: 'Buy, sell, invoice and pay bills with escrow protection in your pocket. Available on Android and iOS.',
}

/** Words the home page's components wrote inline before they moved to the Studio (docs/product-rules.md#site-copy). */
export const HOME_LABELS = {
  activityTitle: 'Recent activity',
  appAdvantageButton: 'Download App',
  featuresButton: 'Start Exploring',
  latestPosts: {
    eyebrow: 'Blog',
    heading: 'Latest articles',
    emptyText: 'New articles are on their way.',
    emptyLinkText: 'Visit the blog',
  },
  amountLabel: 'Amount (₦)',
  figureLabels: {
    handlingCharge: 'Escrow handling charge',
    sellerReceives: 'Seller receives',
    sellerCharge: 'charge',
    buyerPays: 'Buyer pays',
    buyerCharge: 'extra charge',
  },
}
