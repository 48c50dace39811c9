/**
 * Shared hero header (spec §2.5): the page's title (given, or the deepest matched route's `handle.title`) and a
 * breadcrumb whose home link's words are the Studio's (site settings → Breadcrumb: home link).
 */
import { Link, useMatches } from 'react-router-dom'
import type { RouteHandle } from '../../lib/page-meta.ts'
import { useSiteSettings } from './site-settings.tsx'

export function useRouteTitle(): string | undefined {
  const matches = useMatches()
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = (matches[i].handle as RouteHandle | undefined)?.title
    if (title) return title
  }
  return undefined
}

export function PageHero({ title: explicit }: { title?: string }) {
  const routeTitle = useRouteTitle()
  const title = explicit ?? routeTitle ?? ''
  const { breadcrumbHomeLabel } = useSiteSettings()
  return (
    <section className="page-hero">
      <div className="container">
        <h1>{title}</h1>
        <nav aria-label="Breadcrumb" className="breadcrumb">
          <ol>
            <li>
              <Link to="/">{breadcrumbHomeLabel}</Link>
            </li>
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
      </div>
    </section>
  )
}
