/**
 * The header, mobile menu, footer, breadcrumb, skip link and store badges' words (and the service pages' All services
 * button) as `site/app/features/layout/`, `routes/main-layout.tsx`, `components/store-badges.tsx` and
 * `features/services/service-page.tsx` wrote them before they read the site settings from the Studio (issue 12),
 * frozen for the seed-equality test.
 */
export const LAYOUT_LABELS = {
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
}
