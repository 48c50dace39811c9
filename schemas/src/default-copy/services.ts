/** Services copy as the site showed it before it moved to the Studio (docs/product-rules.md#site-copy); the seed's source. */

export const ALL_SERVICES = [
  {
    id: 'escrow',
    title: 'Escrow transactions',
    text: 'The buyer’s funds are held until the terms of the transaction are met, then released to the seller. Invoices, status and delivery tracking, dispute resolution and release after quality verification.',
    to: '/services/escrow',
  },
  {
    id: 'ussd',
    title: 'USSD offline payment',
    text: 'Customers without data or a smartphone pay your invoices and payment links by dialling a USSD code from any phone.',
    to: '/services/payment-links',
  },
  {
    id: 'billing',
    title: 'Billing payment',
    text: 'Airtime, data, subscriptions and other services, paid once or on a recurring schedule, with reminders before they are due.',
    to: '/services/billing',
  },
  {
    id: 'virtual-card',
    title: 'Multicurrency virtual card',
    text: 'A virtual card with built-in currency conversion for paying online in naira, dollars and other currencies.',
    to: '/services/virtual-cards',
  },
  {
    id: 'voting',
    title: 'Voting system',
    text: 'Real-time voting for talent-hunt projects and competitions, with automated revenue collection from paid votes.',
    to: '/services/voting',
  },
] as const

export interface ServicePage {
  title: string
  path: string
  description: string
  intro: string
  sections: { id?: string; heading: string; paragraphs: string[]; points?: string[] }[]
}

export const SERVICE_PAGES: Record<
  'escrow' | 'paymentLinks' | 'billing' | 'virtualCards' | 'voting',
  ServicePage
> = {
  escrow: {
    title: 'Escrow',
    path: '/services/escrow',
    description:
      'Escrow checkout: the buyer’s money is held until the goods or service are delivered as agreed.',
    intro:
      'Escrow checkout protects both sides of a sale. The buyer pays into escrow, the merchant ships knowing the money is there, and the funds are released once the buyer confirms the goods are as described.',
    sections: [
      {
        heading: 'How escrow checkout works',
        paragraphs: [
          'The merchant generates an invoice and shares it. The buyer pays, and the funds are held by Escrova. Both sides follow the status and the delivery in the app.',
          'After the goods are marked delivered, the buyer has 6 hours to confirm and release the funds. If the buyer does nothing, the order is marked delivered and the funds are released to the merchant automatically.',
        ],
        points: [
          'Invoice generation',
          'Status and delivery tracking',
          'Dispute resolution',
          'Release of funds after quality verification',
        ],
      },
      {
        heading: 'When something goes wrong',
        paragraphs: [
          'The buyer can open a dispute with a reason and photos. The merchant has 12 hours to respond, plus a 2 hour grace period, and can offer a replacement or a refund. If the merchant rejects the claim, our staff review the evidence and tell both parties the decision within 2 hours.',
        ],
      },
    ],
  },
  paymentLinks: {
    title: 'Payment Links',
    path: '/services/payment-links',
    description: 'Create and share sales invoices and payment links, and accept USSD offline payments.',
    intro:
      'Get paid without a website. Create a payment link or a sales invoice in seconds, share it on WhatsApp, Instagram or by SMS, and follow every payment in the app.',
    sections: [
      {
        id: 'invoice',
        heading: 'Invoicing',
        paragraphs: [
          'Create professional sales invoices with your items, prices and due date, and share them as a link. Customers pay by card, transfer or USSD, and the invoice is marked paid automatically.',
        ],
        points: ['Itemised sales invoices', 'Shareable payment links', 'Automatic payment status'],
      },
      {
        id: 'ussd',
        heading: 'USSD offline payment',
        paragraphs: [
          'Not every customer has data or a smartphone. With USSD offline payment, your customers can pay an invoice or a payment link by dialling a short code on any mobile phone, with no internet connection. The payment reaches your Escrova account and your invoice is updated the moment it lands.',
        ],
      },
    ],
  },
  billing: {
    title: 'Billing',
    path: '/services/billing',
    description:
      'Pay for airtime, data, subscriptions and other services, one-time or recurring, with reminders.',
    intro:
      'Pay your bills from the same app you use to trade. Airtime, data, TV and internet subscriptions, electricity and more, once or on a schedule.',
    sections: [
      {
        heading: 'One-time or recurring',
        paragraphs: [
          'Pay a bill once, or set it to repeat every week or month. We remind you before a recurring payment is due so nothing is ever a surprise.',
        ],
        points: [
          'Airtime and data for every network',
          'Subscriptions and utilities',
          'Reminders before due dates',
        ],
      },
    ],
  },
  virtualCards: {
    title: 'Virtual Cards',
    path: '/services/virtual-cards',
    description: 'A multicurrency virtual card with built-in currency conversion.',
    intro:
      'Shop and pay for services abroad with a multicurrency virtual card. Currency conversion is built in: fund in naira, pay in dollars.',
    sections: [
      {
        heading: 'Built-in conversion',
        paragraphs: [
          'Convert USDT, USD and other foreign currencies to naira in your wallet, and pay online with a card that converts at checkout.',
        ],
        points: ['Create a card in minutes', 'Freeze and unfreeze at any time', 'Spend tracking in the app'],
      },
    ],
  },
  voting: {
    title: 'Voting',
    path: '/services/voting',
    description:
      'Real-time voting for talent hunts and competitions, with automated revenue collection from paid votes.',
    intro:
      'Run the voting for your talent hunt, pageant or competition on Escrova. Fans vote from the app or a shared link, results update in real time, and the money from paid votes is collected for you.',
    sections: [
      {
        heading: 'Real-time voting',
        paragraphs: [
          'Set up your contestants and voting window, share the voting link, and watch the count move as votes come in. Every vote is recorded once, so the results you publish are the results your fans cast.',
        ],
        points: [
          'Contestant pages and shareable voting links',
          'Live results as votes arrive',
          'Voting windows you control',
        ],
      },
      {
        heading: 'Automated revenue collection',
        paragraphs: [
          'Charge per vote and let the app do the collecting. Fans pay by card, transfer or USSD, each payment is matched to its votes, and the revenue lands in your Escrova wallet with no reconciliation by hand.',
        ],
        points: [
          'Paid votes by card, transfer or USSD',
          'Revenue straight to your wallet',
          'A full record of votes and payments',
        ],
      },
    ],
  },
}
