/** Navigation items of spec §2.2, shared by the desktop bar and the mobile drawer. */
import type { SectionName } from './section-nav.ts'

export const SERVICE_LINKS = [
  { label: 'Escrow Checkout', to: '/services/escrow' },
  { label: 'Payment Links/Invoicing', to: '/services/payment-links' },
  { label: 'Billing', to: '/services/billing' },
] as const

export type NavItem =
  | { kind: 'link'; label: string; to: string }
  | { kind: 'section'; label: string; section: SectionName; href: string }
  | { kind: 'themes'; label: 'Home' }
  | { kind: 'services'; label: 'Services' }

export const NAV_ITEMS: NavItem[] = [
  { kind: 'themes', label: 'Home' },
  { kind: 'link', label: 'About Us', to: '/about-us' },
  { kind: 'services', label: 'Services' },
  { kind: 'section', label: 'Pricing', section: 'pricing', href: '/#pricing' },
  { kind: 'link', label: 'Blogs', to: '/blogs' },
  { kind: 'section', label: 'Our App', section: 'downloadApp', href: '/#downloadApp' },
  { kind: 'section', label: 'Contact', section: 'contact', href: '#contact' },
]
