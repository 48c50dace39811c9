/**
 * The contact details, store links and social profiles as `site/app/lib/site-facts.ts` defaulted them before the
 * site read them from the Studio's site settings (issue 12), frozen for the seed-equality test.
 */
export const SITE_FACTS_BEFORE_STUDIO = {
  brandName: 'Escrova',
  companyName: 'Escrova Technologies Limited',
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
}
