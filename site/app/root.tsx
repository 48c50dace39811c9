import { languageOf } from '@escrova/schemas/languages'
import { type ReactNode, useEffect } from 'react'
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts } from 'react-router-dom'
import type { Route } from './+types/root'
import { insightsScript } from './insights/script.ts'
import { usePageLanguage } from './lib/language.ts'
import { pageMeta } from './lib/page-meta.ts'
import { SAVE_DATA_HEADER, wantsSaveData } from './lib/save-data.ts'
import { SITE_FACTS } from './lib/site-facts.ts'
import { THEME_INIT_SCRIPT } from './lib/theme-script.ts'
import { DATA_SAVER_SCRIPT } from './offline/data-saver-script.ts'
import { resumeOutboxIfWaiting } from './offline/outbox/keep-for-later.ts'
import { SERVICE_WORKER_SCRIPT } from './offline/register-script.ts'
import siteCss from './styles/site.css?inline'

/**
 * The stylesheet's text is needed only where pages are rendered to HTML (the server): the client bundle leaves it out
 * (the HTML already holds it), and hydration keeps the server's `<style>` content because `__html` is not compared.
 */
const inlineCss = import.meta.env.SSR ? siteCss : ''
/** Likewise the theme, data-saver and worker-registration scripts: only the HTML needs their text. */
const themeScript = import.meta.env.SSR ? THEME_INIT_SCRIPT : ''
const serviceWorkerScript = import.meta.env.SSR ? SERVICE_WORKER_SCRIPT : ''
const dataSaverScript = import.meta.env.SSR ? DATA_SAVER_SCRIPT : ''
const insightsCounter = import.meta.env.SSR ? insightsScript(SITE_FACTS.functionsUrl) : ''

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/site.webmanifest' },
]

/** The browser's data saver, for every page (server/serve.ts caches the two variants apart and sends `Vary`). */
export function loader({ request }: Route.LoaderArgs) {
  return { saveData: wantsSaveData(request.headers.get(SAVE_DATA_HEADER)) }
}

export const meta: Route.MetaFunction = () => pageMeta({ path: '/' })

export function Layout({ children }: { children: ReactNode }) {
  const language = languageOf(usePageLanguage())
  return (
    <html lang={language.tag} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Inlined (about 7 KB gzip): the first paint waits for no stylesheet request. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own build-time CSS */}
        <style dangerouslySetInnerHTML={{ __html: inlineCss }} suppressHydrationWarning />
        {/* The installed app's title bar: the brand purple on the light theme, the dark theme's page colour on dark. */}
        <meta name="theme-color" media="(prefers-color-scheme: light)" content="#5b21b6" />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content="#0e0a1c" />
        <Meta />
        <Links />
      </head>
      <body suppressHydrationWarning>
        {/* Before anything paints: apply the stored or system theme (no flash). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: constant script, hashed by the server's CSP */}
        <script dangerouslySetInnerHTML={{ __html: themeScript }} suppressHydrationWarning />
        {/* Before any image loads: the data-saver mark (smaller and fewer images, no autoplay). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: constant script, hashed by the server's CSP */}
        <script dangerouslySetInnerHTML={{ __html: dataSaverScript }} suppressHydrationWarning />
        {children}
        <Scripts />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: constant script, hashed by the server's CSP */}
        <script dangerouslySetInnerHTML={{ __html: serviceWorkerScript }} suppressHydrationWarning />
        {/* Cookieless page views and funnel events (insights/script.ts); no cookie, nothing stored on the device. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: constant script, hashed by the server's CSP */}
        <script dangerouslySetInnerHTML={{ __html: insightsCounter }} suppressHydrationWarning />
      </body>
    </html>
  )
}

export default function App() {
  useEffect(() => {
    // A plain signal that the app is interactive (tests and monitoring wait for it instead of guessing).
    document.documentElement.dataset.hydrated = 'true'
    // Submissions kept on the phone while offline are sent (and their outcome shown) on the next page load.
    resumeOutboxIfWaiting()
  }, [])
  return <Outlet />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'Something went wrong.'
  return (
    <main id="main" className="error-page">
      <h1>{message}</h1>
      <p>
        <a href="/">Back to the home page</a>
      </p>
    </main>
  )
}
