/** Facebook, X, Instagram and LinkedIn (spec §2.2, §9). */
import { SITE_FACTS } from '../lib/site-facts.ts'
import { SOCIAL_ICONS } from './icons.tsx'

export function SocialLinks() {
  return (
    <ul className="social-links">
      {SITE_FACTS.socials.map(({ name, url }) => {
        const Icon = SOCIAL_ICONS[name]
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
