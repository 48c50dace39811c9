/**
 * Mobile menu (docs/product-rules.md#shared-elements, #states): a side drawer with the same items, submenus of which one is open at a time, the contact
 * block, Get Started and social links. Clicking outside or Escape closes it; focus stays inside while open.
 */
import { useRef, useState } from 'react'
import {
  ChevronDownIcon,
  ClockIcon,
  CloseIcon,
  MailIcon,
  PhoneIcon,
  PinIcon,
} from '../../components/icons.tsx'
import { englishLang } from '../../components/in-english.tsx'
import { Link } from '../../components/local-link.tsx'
import { SocialLinks } from '../../components/social-links.tsx'
import { GetStartedLink } from '../../components/store-link.tsx'
import { useSiteSettings } from '../../content/site-settings.tsx'
import { useFocusTrap } from '../../lib/use-focus-trap.ts'
import { LanguageSwitcher } from './language-switcher.tsx'
import { navItems } from './nav-items.ts'
import { SectionLink, ServiceLinkList } from './nav-links.tsx'
import { ThemePreviews } from './theme-previews.tsx'

type Submenu = 'themes' | 'services' | null

export function MobileDrawer({ onClose }: { onClose: () => void }) {
  const panel = useRef<HTMLDivElement>(null)
  const [openSubmenu, setOpenSubmenu] = useState<Submenu>(null)
  const settings = useSiteSettings()
  useFocusTrap(panel, true, onClose)

  const toggle = (name: Exclude<Submenu, null>) =>
    setOpenSubmenu((current) => (current === name ? null : name))

  return (
    <div className="drawer-root">
      <div className="drawer-backdrop" data-testid="drawer-backdrop" aria-hidden="true" onClick={onClose} />
      <div ref={panel} className="drawer" role="dialog" aria-modal="true" aria-label="Menu">
        <div className="drawer-head">
          <span className="wordmark-text">{settings.brandName}</span>
          <button type="button" className="icon-button" aria-label="Close menu" onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <nav aria-label="Mobile" lang={englishLang(settings, 'navLabels')}>
          <ul className="drawer-nav">
            {navItems(settings.navLabels).map((item) => {
              if (item.kind === 'themes' || item.kind === 'services') {
                const isOpen = openSubmenu === item.kind
                const submenuId = `drawer-submenu-${item.kind}`
                return (
                  <li key={item.label}>
                    <button
                      type="button"
                      className="drawer-link drawer-toggle"
                      aria-expanded={isOpen}
                      aria-controls={submenuId}
                      onClick={() => toggle(item.kind as 'themes' | 'services')}
                    >
                      {item.label}
                      <ChevronDownIcon width={16} height={16} />
                    </button>
                    <div id={submenuId} className="drawer-submenu" hidden={!isOpen}>
                      {item.kind === 'themes' ? (
                        <ThemePreviews compact onPick={onClose} />
                      ) : (
                        <ServiceLinkList onFollow={onClose} />
                      )}
                    </div>
                  </li>
                )
              }
              if (item.kind === 'link') {
                return (
                  <li key={item.label}>
                    <Link to={item.to} className="drawer-link" onClick={onClose}>
                      {item.label}
                    </Link>
                  </li>
                )
              }
              return (
                <li key={item.label}>
                  <SectionLink item={item} className="drawer-link" onFollow={onClose} />
                </li>
              )
            })}
          </ul>
        </nav>
        <LanguageSwitcher className="drawer-languages" onPick={onClose} />
        <address className="drawer-contact">
          <p>
            <PinIcon /> {settings.contactAddress}
          </p>
          <p>
            <MailIcon /> <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a>
          </p>
          <p>
            <ClockIcon /> {settings.supportHours}
          </p>
          <p>
            <PhoneIcon />{' '}
            <a href={`tel:${settings.contactPhone.replace(/\s+/g, '')}`}>{settings.contactPhone}</a>
          </p>
        </address>
        <GetStartedLink className="button button-primary drawer-cta" />
        <SocialLinks />
      </div>
    </div>
  )
}
