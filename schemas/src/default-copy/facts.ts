/**
 * Site settings and About copy as the site showed them before the move to the Studio (docs/product-rules.md#site-copy): the defaults of
 * `site/app/lib/site-facts.ts`, the header, drawer, footer, breadcrumb, skip link and store badges' labels, the
 * titles and descriptions of `routes/blogs.tsx`, `wait-list.tsx`, `invite-friends.tsx` and `rss[.]xml.tsx`, and
 * `routes/about-us.tsx`. The seed's source.
 */
import { BRAND_NAME, OPERATING_COMPANY } from '@escrova/schemas/settings'

export const SITE_SETTINGS_COPY = {
  brandName: BRAND_NAME,
  companyName: OPERATING_COMPANY,
  footerTagline: 'Secure escrow payments for merchants and shoppers across Nigeria.',
  defaultDescription:
    'Escrova holds the buyer’s funds until the terms of a deal are met, then pays the seller. Escrow checkout, payment links, invoicing, bill payments and virtual cards for merchants and shoppers in Nigeria.',
  noFees: ['No hidden charges', 'No maintenance costs', 'No setup fees'],
  feesNote: 'Fees exclude VAT.',
  contactEmail: 'support@escrova.ng',
  contactPhone: '+234 800 372 7768',
  contactAddress: '12 Admiralty Way, Lekki Phase 1, Lagos, Nigeria',
  supportHours: '24 hours',
  androidStoreUrl: 'https://play.google.com/store/apps/details?id=ng.escrova.app',
  iosStoreUrl: 'https://apps.apple.com/ng/app/escrova/id6450000000',
  socials: [
    { network: 'Facebook', url: 'https://www.facebook.com/escrova' },
    { network: 'X', url: 'https://x.com/escrova' },
    { network: 'Instagram', url: 'https://www.instagram.com/escrova' },
    { network: 'LinkedIn', url: 'https://www.linkedin.com/company/escrova' },
  ],
  getStartedLabel: 'Get Started',
  skipLinkLabel: 'Skip to content',
  breadcrumbHomeLabel: 'Home',
  allServicesLabel: 'All services',
  storeBadges: {
    appStoreLead: 'Download on the',
    appStoreName: 'App Store',
    googlePlayLead: 'Get it on',
    googlePlayName: 'Google Play',
  },
  navLabels: {
    home: 'Home',
    aboutUs: 'About Us',
    services: 'Services',
    escrowCheckout: 'Escrow Checkout',
    paymentLinks: 'Payment Links/Invoicing',
    billing: 'Billing',
    pricing: 'Pricing',
    blogs: 'Blogs',
    ourApp: 'Our App',
    contact: 'Contact',
  },
  footerLabels: {
    pagesHeading: 'Pages',
    home: 'Home',
    aboutUs: 'About Us',
    services: 'Services',
    ourApp: 'Our App',
    blog: 'Blog',
    utilityHeading: 'Utility Pages',
    privacy: 'Privacy Policy',
    terms: 'Terms & Condition',
    voting: 'Voting',
    billing: 'Billing',
    contactHeading: 'Contact Us',
    supportLead: 'Support:',
    rightsReserved: 'All rights reserved.',
  },
  blogsPage: {
    title: 'Blogs',
    metaDescription: `News and guides on escrow, safe online trade and payments in Nigeria from the ${BRAND_NAME} team.`,
  },
  contactPage: {
    title: 'Contact Us',
    metaDescription: `Reach ${BRAND_NAME} support by email, phone or at our Lagos office, any time of day.`,
    lead: 'Questions about a transaction, your account or a dispute? Our support team is here around the clock.',
    channelsHeading: 'Support channels',
    addressLabel: 'Office',
    emailLabel: 'Email',
    phoneLabel: 'Phone',
    hoursLabel: 'Support hours',
    socialsHeading: 'Follow us',
  },
  waitListPage: {
    title: 'Join the Beta Program',
    metaDescription: `Apply to test the ${BRAND_NAME} app before launch: escrow checkout, payment links and bill payments for Nigeria.`,
  },
  inviteFriendsPage: { title: 'Invite Friends' },
  rssFeed: {
    title: `${BRAND_NAME} Blog`,
    description: 'News and guides on escrow, safe online trade and payments in Nigeria.',
  },
}

export const ABOUT_COPY = {
  title: 'About Us',
  metaDescription: `Who we are: ${BRAND_NAME} makes buying and selling online in Nigeria safe, holding funds in escrow until both sides are satisfied.`,
  whoWeAre: {
    eyebrow: 'Who we are',
    heading: 'Escrow payments built for Nigerian commerce',
    lead: `${OPERATING_COMPANY} runs ${BRAND_NAME}, a mobile and web escrow payment service for buyers and sellers in Nigeria: merchants, vendors, freelancers, service providers and e-commerce platforms.`,
    text: 'We hold the buyer’s funds until the terms of a transaction are met, then release them to the seller. Around that promise we have built escrow checkout, payment links and invoicing, USSD offline payment, bill payments, a multicurrency virtual card, a wallet with currency conversion and a voting system for talent hunts.',
  },
  mission: {
    heading: 'Our mission',
    text: 'To make every online transaction in Nigeria as safe as a handshake, so that buyers pay with confidence and sellers are paid on time, at a lower cost than the industry rate.',
  },
  vision: {
    heading: 'Our vision',
    text: 'An algorithm for limitless global e-commerce: a world where a trader in Aba can sell to a customer in Abuja, Accra or Atlanta without either of them taking a risk.',
  },
  values: {
    eyebrow: 'What we stand for',
    heading: 'Our core values',
    items: [
      {
        title: 'Trust',
        text: 'Every naira we hold belongs to our customers. We earn their trust with every transaction.',
      },
      { title: 'Security', text: 'Bank-grade protection for funds and data, from checkout to payout.' },
      {
        title: 'Innovation',
        text: 'We build new ways to pay, sell and get paid, designed for how Nigerians trade.',
      },
      {
        title: 'Efficiency',
        text: 'Fast payouts, fast dispute decisions and tools that save merchants time.',
      },
      {
        title: 'Customer-centricity',
        text: 'Merchants and shoppers shape what we build; support is available 24 hours a day.',
      },
    ],
  },
  valueProposition: {
    eyebrow: 'Our value proposition',
    heading: `Why merchants and shoppers choose ${BRAND_NAME}`,
    points: [
      'Funds released only when the terms of the deal are met',
      'Clear dispute rules with fixed response times',
      'Instant payouts to any Nigerian bank account',
      'No setup fees, no maintenance costs, no hidden charges',
      'One API, easy to integrate and well documented',
    ],
  },
}

/** Section heads written inline in the home page's components, and the pricing section's words. */
export const HOME_HEADS = {
  howItWorks: { eyebrow: 'How It Works', heading: 'Start in three simple steps' },
  whyUseOurApp: { eyebrow: 'Why use our app', heading: 'One app for every kind of payment' },
  faq: { eyebrow: 'FAQ', heading: 'Frequently asked questions' },
  testimonials: { eyebrow: 'Testimonials', heading: 'What our customers say' },
}

export const PRICING_COPY = {
  eyebrow: 'Pricing',
  heading: 'Simple, transparent pricing',
  lead: 'Type an amount to see what the escrow costs. No setup fees, no maintenance costs, no hidden charges. Fees exclude VAT.',
}

export const SERVICES_PAGE_COPY = {
  title: 'Our Services',
  metaDescription:
    'Escrow transactions, USSD offline payment, billing payment, a multicurrency virtual card and a voting system.',
  heading: 'Everything you need to buy, sell and get paid',
  lead: 'Five services, one app, with escrow protection at the heart of it.',
}
