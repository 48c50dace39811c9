/**
 * Shared hero header (docs/product-rules.md#about): the page's title (each page passes the one the Studio gives it) and a breadcrumb
 * whose home link's words are the Studio's (site settings → Breadcrumb: home link).
 */
import { Link } from '../../components/local-link.tsx'
import { useSiteSettings } from '../../content/site-settings.tsx'

export function PageHero({ title }: { title: string }) {
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
