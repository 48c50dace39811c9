/**
 * Top navigation (docs/product-rules.md#shared-elements, #states): desktop items with dropdowns, search, the Get Started button, and the mobile menu button.
 * The sticky style switches on once a sentinel above the bar leaves the view, with a 140 px observer margin.
 */
import { useEffect, useRef, useState } from 'react'
import { MenuIcon, SearchIcon } from '../../components/icons.tsx'
import { englishLang } from '../../components/in-english.tsx'
import { Link, NavLink } from '../../components/local-link.tsx'
import { GetStartedLink } from '../../components/store-link.tsx'
import { Wordmark } from '../../components/wordmark.tsx'
import { useSiteSettings } from '../../content/site-settings.tsx'
import { usePageLanguages } from '../../lib/page-language.ts'
import { LanguageSwitcher } from './language-switcher.tsx'
import { MobileDrawer } from './mobile-drawer.tsx'
import { NavDropdown } from './nav-dropdown.tsx'
import { navItems } from './nav-items.ts'
import { SectionLink, ServiceLinkList } from './nav-links.tsx'
import { SearchOverlay } from './search-overlay.tsx'
import { ThemePreviews } from './theme-previews.tsx'

export const STICKY_MARGIN_PX = 140

function useStickyNav() {
  const sentinel = useRef<HTMLDivElement>(null)
  const [sticky, setSticky] = useState(false)
  useEffect(() => {
    const target = sentinel.current
    if (!target || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(([entry]) => setSticky(!entry.isIntersecting), {
      rootMargin: `${STICKY_MARGIN_PX}px 0px 0px 0px`,
    })
    observer.observe(target)
    return () => observer.disconnect()
  }, [])
  return { sentinel, sticky }
}

export function SiteHeader() {
  const { sentinel, sticky } = useStickyNav()
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [searchOpen, setSearchOpen] = useState(false)
  const settings = useSiteSettings()
  const { languages } = usePageLanguages()

  return (
    <>
      {/* A strip of its own above the bar: the bar's items fill a laptop's width already. */}
      {languages.length > 1 && (
        <div className="language-bar">
          <LanguageSwitcher className="container" />
        </div>
      )}
      <div ref={sentinel} className="sticky-sentinel" aria-hidden="true" />
      <header className={sticky ? 'site-header is-sticky' : 'site-header'} data-sticky={sticky}>
        <div className="container header-inner">
          <Link to="/" className="brand-link" aria-label={`${settings.brandName} home`}>
            <Wordmark />
          </Link>
          <nav className="desktop-nav" aria-label="Main" lang={englishLang(settings, 'navLabels')}>
            <ul>
              {navItems(settings.navLabels).map((item) => (
                <li key={item.label}>
                  {item.kind === 'themes' && (
                    <NavDropdown label={item.label}>
                      {(close) => <ThemePreviews onPick={close} />}
                    </NavDropdown>
                  )}
                  {item.kind === 'services' && (
                    <NavDropdown label={item.label}>
                      {(close) => <ServiceLinkList className="dropdown-list" onFollow={close} />}
                    </NavDropdown>
                  )}
                  {item.kind === 'link' && (
                    <NavLink to={item.to} className="nav-link">
                      {item.label}
                    </NavLink>
                  )}
                  {item.kind === 'section' && <SectionLink item={item} className="nav-link" />}
                </li>
              ))}
            </ul>
          </nav>
          <div className="header-actions">
            <button
              type="button"
              className="icon-button"
              aria-label="Search blogs"
              aria-haspopup="dialog"
              onClick={() => setSearchOpen(true)}
            >
              <SearchIcon />
            </button>
            <GetStartedLink className="button button-primary header-cta" />
            <button
              type="button"
              className="icon-button menu-button"
              aria-label="Open menu"
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
            >
              <MenuIcon />
            </button>
          </div>
        </div>
      </header>
      {drawerOpen && <MobileDrawer onClose={() => setDrawerOpen(false)} />}
      {searchOpen && <SearchOverlay onClose={() => setSearchOpen(false)} />}
    </>
  )
}
