/** Parts of the navigation that the desktop bar and the mobile drawer draw alike. */
import { Link } from '../../components/local-link.tsx'
import { useSiteSettings } from '../../content/site-settings.tsx'
import { type NavItem, serviceLinks } from './nav-items.ts'
import { useSectionNav } from './section-nav.ts'

type SectionItem = Extract<NavItem, { kind: 'section' }>

/**
 * A link to a home-page section. The click scrolls there (going home first from another page) instead of jumping to
 * the anchor; the `href` stays for opening in a new tab. `onFollow` runs first, e.g. to close the drawer.
 */
export function SectionLink({
  item,
  className,
  onFollow,
}: {
  item: SectionItem
  className: string
  onFollow?: () => void
}) {
  const goToSection = useSectionNav()
  return (
    <a
      href={item.href}
      className={className}
      onClick={(event) => {
        event.preventDefault()
        onFollow?.()
        goToSection(item.section)
      }}
    >
      {item.label}
    </a>
  )
}

/** The service pages, as the Services submenu lists them; `onFollow` closes the menu that shows them. */
export function ServiceLinkList({ className, onFollow }: { className?: string; onFollow: () => void }) {
  const settings = useSiteSettings()
  return (
    <ul className={className}>
      {serviceLinks(settings.navLabels).map((link) => (
        <li key={link.to}>
          <Link to={link.to} onClick={onFollow}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  )
}
