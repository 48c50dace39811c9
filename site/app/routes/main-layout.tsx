/** Main layout (spec §2.1): navigation, page outlet, footer; the view scrolls to top on every route change. */
import { useEffect } from 'react'
import { Outlet, useLocation } from 'react-router'
import { ScrollTopButton } from '../features/layout/scroll-top-button.tsx'
import { SiteFooter } from '../features/layout/site-footer.tsx'
import { SiteHeader } from '../features/layout/site-header.tsx'

function useScrollToTopOnRouteChange() {
  const { pathname } = useLocation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger
  useEffect(() => {
    if (window.location.hash) return // an in-page anchor (/#pricing) wins over the top
    window.scrollTo({ top: 0, left: 0, behavior: 'auto' })
  }, [pathname])
}

export default function MainLayout() {
  useScrollToTopOnRouteChange()
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollTopButton />
    </>
  )
}
