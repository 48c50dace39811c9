/**
 * The site settings edited in the Studio (contact, store links, socials, footer lines; docs/product-rules.md#site-copy), read by the main
 * layout's loader and handed to the header, footer, drawer and every store button through this context. The loader
 * always has them (the seeded copy stands in for a missing document or an unreachable API), so no copy of them ships
 * in the bundle.
 */
import { createContext, useContext } from 'react'
import type { loadSiteSettings } from './page-copy.server.ts'

export type SiteSettings = Awaited<ReturnType<typeof loadSiteSettings>>

const SiteSettingsContext = createContext<SiteSettings | null>(null)

export const SiteSettingsProvider = SiteSettingsContext.Provider

export function useSiteSettings(): SiteSettings {
  const settings = useContext(SiteSettingsContext)
  // Only a component rendered outside the main layout (or under a layout whose loader never ran) gets here: the
  // root error page then shows instead of a footer without its facts.
  if (!settings) throw new Error('useSiteSettings: no site settings (render inside the main layout)')
  return settings
}

/** The two store listings, as the store redirect rule takes them. */
export function useStoreUrls() {
  const { androidStoreUrl, iosStoreUrl } = useSiteSettings()
  return { android: androidStoreUrl, ios: iosStoreUrl }
}
