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

/**
 * The titles and descriptions `routes/blogs.tsx`, `wait-list.tsx`, `invite-friends.tsx` and `rss[.]xml.tsx` wrote
 * before they read the site settings (the feed's title was the brand name then "Blog").
 */
export const SETTINGS_PAGE_TITLES = {
  blogsPage: {
    title: 'Blogs',
    metaDescription:
      'News and guides on escrow, safe online trade and payments in Nigeria from the Escrova team.',
  },
  waitListPage: {
    title: 'Join the Beta Program',
    metaDescription:
      'Apply to test the Escrova app before launch: escrow checkout, payment links and bill payments for Nigeria.',
  },
  inviteFriendsPage: { title: 'Invite Friends' },
  rssFeed: {
    title: 'Escrova Blog',
    description: 'News and guides on escrow, safe online trade and payments in Nigeria.',
  },
}
