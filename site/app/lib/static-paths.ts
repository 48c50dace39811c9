/** Pages listed in the sitemap (aliases and redirects left out: one canonical URL per page). */
export const SITEMAP_STATIC_PATHS = [
  '/',
  '/about-us',
  '/all-services',
  '/services/escrow',
  '/services/payment-links',
  '/services/billing',
  '/services/virtual-cards',
  '/blogs',
  '/wait-list',
  '/terms',
  '/privacy-policy',
] as const
