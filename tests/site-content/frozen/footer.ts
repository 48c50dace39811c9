/**
 * The footer's own lines as `site/app/features/layout/site-footer.tsx` wrote them before the footer read the site
 * settings from the Studio (issue 12), frozen for the seed-equality test.
 */
export const FOOTER_LINES = {
  footerTagline: 'Secure escrow payments for merchants and shoppers across Nigeria.',
  noFees: ['No hidden charges', 'No maintenance costs', 'No setup fees'],
  feesNote: 'Fees exclude VAT.',
}
