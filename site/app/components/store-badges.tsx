/** The two store buttons (App Store, Google Play); each goes through the store redirect rule with its platform. */
import { AppleIcon, PlayIcon } from './icons.tsx'
import { StoreLink } from './store-link.tsx'

export function StoreBadges() {
  return (
    <div className="store-badges">
      <StoreLink platform="ios" className="store-badge" ariaLabel="Download on the App Store">
        <AppleIcon width={26} height={26} />
        <span>
          <small>Download on the</small> App Store
        </span>
      </StoreLink>
      <StoreLink platform="android" className="store-badge" ariaLabel="Get it on Google Play">
        <PlayIcon width={24} height={24} />
        <span>
          <small>Get it on</small> Google Play
        </span>
      </StoreLink>
    </div>
  )
}
