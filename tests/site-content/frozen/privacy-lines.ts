/**
 * The privacy policy's lines around its sections (the pointer to the terms, the contents heading, the contact
 * section) as `site/app/routes/privacy.tsx` wrote them before they moved to the Studio (issue 12), frozen for the
 * seed-equality test.
 */
export const PRIVACY_PAGE_LINES = {
  contentsHeading: 'Contents',
  readAlso: { text: 'Please read it together with our', linkText: 'Terms and Conditions' },
  closing: {
    heading: 'Contact us',
    text: 'To exercise your rights or ask about this policy, open a support ticket through the app or',
    linkText: 'contact us',
  },
}
