/**
 * Facts the site shows (spec placeholders {email}, {phone}, store URLs, socials). Defaults here; each can be
 * overridden at build time by a `VITE_*` variable. None of these is a secret, and no token may ever live here.
 */
import { BRAND_NAME, OPERATING_COMPANY } from '@escrova/schemas/settings'

const env = import.meta.env

function setting(value: string | undefined, fallback: string): string {
  return value && value.trim() !== '' ? value.trim() : fallback
}

export const SITE_FACTS = {
  brand: BRAND_NAME,
  company: OPERATING_COMPANY,
  /** Absolute origin used for canonical URLs, Open Graph, sitemap and robots. */
  siteUrl: setting(env.VITE_SITE_URL, 'http://localhost:3000').replace(/\/+$/, ''),
  email: setting(env.VITE_CONTACT_EMAIL, 'support@escrova.ng'),
  phone: setting(env.VITE_CONTACT_PHONE, '+234 800 372 7768'),
  address: setting(env.VITE_CONTACT_ADDRESS, '12 Admiralty Way, Lekki Phase 1, Lagos, Nigeria'),
  hours: '24 hours',
  androidStoreUrl: setting(
    env.VITE_ANDROID_STORE_URL,
    'https://play.google.com/store/apps/details?id=ng.escrova.app',
  ),
  iosStoreUrl: setting(env.VITE_IOS_STORE_URL, 'https://apps.apple.com/ng/app/escrova/id6450000000'),
  functionsUrl: setting(env.VITE_FUNCTIONS_URL, 'http://127.0.0.1:8787'),
  socials: [
    { name: 'Facebook', url: setting(env.VITE_FACEBOOK_URL, 'https://www.facebook.com/escrova') },
    { name: 'X', url: setting(env.VITE_X_URL, 'https://x.com/escrova') },
    { name: 'Instagram', url: setting(env.VITE_INSTAGRAM_URL, 'https://www.instagram.com/escrova') },
    { name: 'LinkedIn', url: setting(env.VITE_LINKEDIN_URL, 'https://www.linkedin.com/company/escrova') },
  ],
} as const

export type SocialName = (typeof SITE_FACTS.socials)[number]['name']
