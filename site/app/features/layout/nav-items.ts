/**
 * Navigation items of docs/product-rules.md#shared-elements, shared by the desktop bar and the mobile drawer. Where each item leads is the
 * site's; its words are the Studio's (site settings → Header menu, docs/product-rules.md#site-copy).
 */

import type { SiteSettings } from '../../content/site-settings.tsx'
import type { SectionName } from './section-nav.ts'

type NavLabels = SiteSettings['navLabels']

export type NavItem =
  | { kind: 'link'; label: string; to: string }
  | { kind: 'section'; label: string; section: SectionName; href: string }
  | { kind: 'themes'; label: string }
  | { kind: 'services'; label: string }

export const serviceLinks = (labels: NavLabels) => [
  { label: labels.escrowCheckout, to: '/services/escrow' },
  { label: labels.paymentLinks, to: '/services/payment-links' },
  { label: labels.billing, to: '/services/billing' },
]

export const navItems = (labels: NavLabels): NavItem[] => [
  { kind: 'themes', label: labels.home },
  { kind: 'link', label: labels.aboutUs, to: '/about-us' },
  { kind: 'services', label: labels.services },
  { kind: 'section', label: labels.pricing, section: 'pricing', href: '/#pricing' },
  { kind: 'link', label: labels.blogs, to: '/blogs' },
  { kind: 'section', label: labels.ourApp, section: 'downloadApp', href: '/#downloadApp' },
  { kind: 'section', label: labels.contact, section: 'contact', href: '#contact' },
]
