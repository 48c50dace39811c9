/** Main layout (docs/product-rules.md#routes): navigation, page outlet, footer; the view scrolls to top on every route change. */

import type { ReactNode } from 'react'
import { useEffect } from 'react'
import { isRouteErrorResponse, Outlet, useLocation, useRouteLoaderData } from 'react-router-dom'
import { loadSiteSettings } from '../content/page-copy.server.ts'
import { type SiteSettings, SiteSettingsProvider } from '../content/site-settings.tsx'
import { ScrollTopButton } from '../features/layout/scroll-top-button.tsx'
import { scrollToAskedSection } from '../features/layout/section-nav.ts'
import { SiteFooter } from '../features/layout/site-footer.tsx'
import { SiteHeader } from '../features/layout/site-header.tsx'
import { contentReader } from '../lib/content-reader.ts'
import { PreviewInFrame } from '../preview/in-frame.tsx'
import { usePreviewCopy } from '../preview/use-preview-copy.ts'
import type { Route } from './+types/main-layout'

/** To the top on every route change, then to the section a section link asked for (`section-nav.ts`). */
function useScrollOnRouteChange() {
  const { pathname, state } = useLocation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger
  useEffect(() => {
    if (window.location.hash) return // an in-page anchor (/#pricing) wins over the top
    window.scrollTo({ top: 0, left: 0, behavior: 'auto' })
    return scrollToAskedSection(state)
  }, [pathname])
}

/** Contact, store links, socials and footer lines as edited in the Studio; every page under the layout shows them. */
export const loader = ({ context }: Route.LoaderArgs) => loadSiteSettings(contentReader(context))

const NO_SETTINGS = {} as SiteSettings

function Frame({ children }: { children: ReactNode }) {
  // The layout's own data, also on its error page (its loader falls back to the seeded settings, it does not fail).
  const loaded = useRouteLoaderData<SiteSettings>('routes/main-layout') ?? null
  const previewed = usePreviewCopy('siteSettings', loaded ?? NO_SETTINGS)
  return (
    <SiteSettingsProvider value={loaded && previewed}>
      <a href="#main" className="skip-link">
        {previewed.skipLinkLabel}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <ScrollTopButton />
      <PreviewInFrame />
    </SiteSettingsProvider>
  )
}

export default function MainLayout() {
  useScrollOnRouteChange()
  return (
    <Frame>
      <Outlet />
    </Frame>
  )
}

/**
 * A page that could not be rendered (its content unavailable, or a fault): the site's own header and footer around a
 * plain explanation rather than a bare error, with the status the server answers (never cached).
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const unavailable = isRouteErrorResponse(error) && error.status === 503
  const { pathname, search } = useLocation()
  return (
    <Frame>
      <div className="container section error-page">
        <h1>{unavailable ? 'This page is temporarily unavailable' : 'Something went wrong'}</h1>
        <p>
          {unavailable
            ? 'We could not load this page just now. Please try again in a moment.'
            : 'Please try again, or go back to the home page.'}
        </p>
        <p>
          <a className="button button-primary" href={pathname + search}>
            Try again
          </a>{' '}
          <a className="button button-outline" href="/">
            Home page
          </a>
        </p>
      </div>
    </Frame>
  )
}
