/** Facebook, X, Instagram and LinkedIn (docs/product-rules.md#shared-elements, #constants). */
import { useSiteSettings } from '../content/site-settings.tsx'
import { SOCIAL_ICONS } from './icons.tsx'

export function SocialLinks() {
  return (
    <ul className="social-links">
      {useSiteSettings().socials.map(({ network: name, url }) => {
        // The Studio offers only these networks; a document written otherwise shows no unlabelled icon.
        const Icon = SOCIAL_ICONS[name as keyof typeof SOCIAL_ICONS]
        if (!Icon) return null
        return (
          <li key={name}>
            <a href={url} aria-label={name} rel="noopener noreferrer" target="_blank">
              <Icon />
            </a>
          </li>
        )
      })}
    </ul>
  )
}
