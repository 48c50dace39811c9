/** Main layout (docs/product-rules.md#routes): navigation, page outlet, footer; the view scrolls to top on every route change. */

import type { FormMessages } from '@escrova/schemas/form-messages/index'
import { DEFAULT_LANGUAGE } from '@escrova/schemas/languages'
import type { ReactNode } from 'react'
import { lazy, Suspense, useEffect, useMemo } from 'react'
import {
  data,
  isRouteErrorResponse,
  Outlet,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from 'react-router-dom'
import { type FormWords, FormWordsProvider } from '../components/form-words.tsx'
import { loadSiteSettings, loadVisibleLanguages } from '../content/page-copy.server.ts'
import { type SiteSettings, SiteSettingsProvider } from '../content/site-settings.tsx'
import { LanguageOffer } from '../features/layout/lazy-language-offer.tsx'
import { ScrollTopButton } from '../features/layout/scroll-top-button.tsx'
import { scrollToAskedSection } from '../features/layout/section-nav.ts'
import { SiteFooter } from '../features/layout/site-footer.tsx'
import { SiteHeader } from '../features/layout/site-header.tsx'
import { contentReader } from '../lib/content-reader.ts'
import { languageOfRequest, usePageLanguage } from '../lib/language.ts'
import { MAIN_LAYOUT_ID, type PageLanguage } from '../lib/page-language.ts'
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

/**
 * Contact, store links, socials and footer lines as edited in the Studio, in the page's language; every page under
 * the layout shows them. Also the languages shown to visitors: a language whose home page is not published yet is
 * hidden, and its paths answer as unknown ones do (404, then home).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const reader = contentReader(context)
  const language = languageOfRequest(request)
  const [settings, languages] = await Promise.all([
    loadSiteSettings(reader, language),
    loadVisibleLanguages(reader).catch(() => [DEFAULT_LANGUAGE]),
  ])
  const site = { ...settings, pageLanguage: { language, languages } satisfies PageLanguage }
  return languages.includes(language) ? site : data(site, { status: 404 })
}

const NO_SETTINGS = {} as SiteSettings

/** A hidden language's page goes home as an unknown path does; its code loads only then. */
const GoHome = lazy(() => import('../components/go-home.tsx').then((module) => ({ default: module.GoHome })))

type LayoutData = SiteSettings & { pageLanguage: PageLanguage }

/**
 * The words of the forms the page shows, in its language: from the data of the route that shows them
 * (`lib/page-form-words.ts`); none on an English page, where each form says its own.
 */
function useFormWordsOfPage(): FormWords {
  const language = usePageLanguage()
  const matches = useMatches()
  const words = matches
    .map((match) => (match.data as { formWords?: Partial<FormMessages> } | undefined)?.formWords)
    .findLast(Boolean)
  return useMemo(
    () => ({
      language,
      words,
      fallbackLang: language !== DEFAULT_LANGUAGE && !words ? 'en' : undefined,
    }),
    [language, words],
  )
}

function Frame({ children }: { children: ReactNode }) {
  // The layout's own data, also on its error page (its loader falls back to the seeded settings, it does not fail).
  const loaded = useRouteLoaderData<LayoutData>(MAIN_LAYOUT_ID) ?? null
  const previewed = usePreviewCopy('siteSettings', loaded ?? NO_SETTINGS)
  const formWords = useFormWordsOfPage()
  return (
    <SiteSettingsProvider value={loaded && previewed}>
      <FormWordsProvider value={formWords}>
        <a href="#main" className="skip-link">
          {previewed.skipLinkLabel}
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
        <ScrollTopButton />
        <LanguageOffer />
        <PreviewInFrame />
      </FormWordsProvider>
    </SiteSettingsProvider>
  )
}

export default function MainLayout({ loaderData }: Route.ComponentProps) {
  useScrollOnRouteChange()
  const { language, languages } = loaderData.pageLanguage
  return (
    <Frame>
      {languages.includes(language) ? (
        <Outlet />
      ) : (
        <Suspense fallback={null}>
          <GoHome to="/" />
        </Suspense>
      )}
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
