/** Every static route of spec §2.1 that ships as pre-rendered HTML (posts are added at build time). */
export const STATIC_PRERENDER_PATHS = [
  '/',
  '/about-us',
  '/blogs',
  '/terms',
  '/privacy',
  '/policy',
  '/privacy-policy',
  '/all-services',
  '/services/escrow',
  '/services/payment-links',
  '/services/billing',
  '/services/virtual-cards',
  '/wait-list',
  '/invite-friends',
  '/sitemap.xml',
  '/robots.txt',
  '/rss.xml',
] as const

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
