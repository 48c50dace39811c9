/**
 * The default page description as `site/app/lib/page-meta.ts` wrote it before it read the site settings from the
 * Studio (issue 12), frozen for the seed-equality test.
 */
export const DEFAULT_DESCRIPTION =
  'Escrova holds the buyer’s funds until the terms of a deal are met, then pays the seller. Escrow checkout, payment links, invoicing, bill payments and virtual cards for merchants and shoppers in Nigeria.'

/** Each page's title and description as its route's `meta` and `handle` wrote them before the move. */
export const PAGE_TITLES = {
  about: {
    title: 'About Us',
    metaDescription:
      'Who we are: Escrova makes buying and selling online in Nigeria safe, holding funds in escrow until both sides are satisfied.',
  },
  services: {
    title: 'Our Services',
    metaDescription:
      'Escrow transactions, USSD offline payment, billing payment, a multicurrency virtual card and a voting system.',
  },
  terms: {
    title: 'Terms and Conditions',
    metaDescription:
      'The terms of the Escrova escrow service: fees, delivery confirmation, disputes, suspension and governing law.',
  },
  privacy: {
    title: 'Privacy Policy',
    metaDescription: 'How Escrova collects, uses, shares and protects your personal data.',
  },
}
