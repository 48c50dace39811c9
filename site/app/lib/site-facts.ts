/**
 * Deployment facts the site needs before any content is read: its public origin, the function's URL, and the store
 * listings a store link falls back to (`store-redirect.ts`). Everything visitors read (contact details, socials,
 * store links shown) is the Studio's site settings. Each can be set at build time by a `VITE_*` variable; none is a
 * secret, and no token may ever live here.
 */
import { BRAND_NAME, OPERATING_COMPANY } from '@escrova/schemas/settings'

// Each `import.meta.env.VITE_*` is read by name (never the whole `import.meta.env`), so the bundle carries the values
// and not a copy of Vite's env object.
function setting(value: string | undefined, fallback: string): string {
  return value && value.trim() !== '' ? value.trim() : fallback
}

export const SITE_FACTS = {
  brand: BRAND_NAME,
  company: OPERATING_COMPANY,
  /** Absolute origin used for canonical URLs, Open Graph, sitemap and robots. */
  siteUrl: setting(import.meta.env.VITE_SITE_URL, 'http://localhost:3000').replace(/\/+$/, ''),
  androidStoreUrl: setting(
    import.meta.env.VITE_ANDROID_STORE_URL,
    'https://play.google.com/store/apps/details?id=ng.escrova.app',
  ),
  iosStoreUrl: setting(
    import.meta.env.VITE_IOS_STORE_URL,
    'https://apps.apple.com/ng/app/escrova/id6450000000',
  ),
  functionsUrl: setting(import.meta.env.VITE_FUNCTIONS_URL, 'http://127.0.0.1:8787'),
} as const
