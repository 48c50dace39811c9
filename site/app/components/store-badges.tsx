/**
 * The two store buttons (App Store, Google Play); each goes through the store redirect rule with its platform. Their
 * words are the Studio's (site settings → Store badges).
 */
import { useSiteSettings } from '../content/site-settings.tsx'
import { AppleIcon, PlayIcon } from './icons.tsx'
import { StoreLink } from './store-link.tsx'

export function StoreBadges() {
  const badges = useSiteSettings().storeBadges
  return (
    <div className="store-badges">
      <StoreLink
        platform="ios"
        className="store-badge"
        ariaLabel={`${badges.appStoreLead} ${badges.appStoreName}`}
      >
        <AppleIcon width={26} height={26} />
        <span>
          <small>{badges.appStoreLead}</small> {badges.appStoreName}
        </span>
      </StoreLink>
      <StoreLink
        platform="android"
        className="store-badge"
        ariaLabel={`${badges.googlePlayLead} ${badges.googlePlayName}`}
      >
        <PlayIcon width={24} height={24} />
        <span>
          <small>{badges.googlePlayLead}</small> {badges.googlePlayName}
        </span>
      </StoreLink>
    </div>
  )
}
