/**
 * A link to the app store chosen by the one store redirect rule (lib/store-redirect.ts). Before hydration, and with
 * JavaScript off, it points at the Android listing, the rule's default.
 */

import { type ReactNode, useEffect, useState } from 'react'
import { useSiteSettings, useStoreUrls } from '../content/site-settings.tsx'
import { track } from '../insights/track.ts'
import { type StorePlatform, storeUrlFor, storeUrlForThisDevice } from '../lib/store-redirect.ts'

export function StoreLink({
  children,
  className,
  platform,
  ariaLabel,
}: {
  children: ReactNode
  className?: string
  platform?: StorePlatform
  ariaLabel?: string
}) {
  const stores = useStoreUrls()
  const [href, setHref] = useState(() => storeUrlFor('', 0, platform, stores))
  useEffect(() => setHref(storeUrlForThisDevice(platform, stores)), [platform, stores])
  return (
    <a
      href={href}
      className={className}
      aria-label={ariaLabel}
      rel="noopener"
      onClick={() => track('store_button', platform ?? (href.includes('apple.com') ? 'ios' : 'android'))}
    >
      {children}
    </a>
  )
}

/** The site's main call to action, worded in the Studio (site settings → Get Started button). */
export function GetStartedLink({ className }: { className: string }) {
  return <StoreLink className={className}>{useSiteSettings().getStartedLabel}</StoreLink>
}
