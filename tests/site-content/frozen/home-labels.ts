/**
 * The words the home page's components wrote inline (hero panel title, store buttons, latest-articles heading and
 * empty note, the calculator's amount label and figure labels) before they moved to the Studio (issue 12), frozen for the
 * seed-equality test.
 */
export const HOME_INLINE_WORDS = {
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
