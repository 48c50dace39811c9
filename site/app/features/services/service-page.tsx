/** One service page (under the services layout, whose hero shows the title). */
import { uniqueSlugs } from '@escrova/schemas/slug'
import { CheckIcon } from '../../components/icons.tsx'
import { InEnglish, shownInEnglish } from '../../components/in-english.tsx'
import { Link } from '../../components/local-link.tsx'
import { GetStartedLink } from '../../components/store-link.tsx'
import type { loadServicePage } from '../../content/page-copy.server.ts'
import { useSiteSettings } from '../../content/site-settings.tsx'

type ServicePage = NonNullable<Awaited<ReturnType<typeof loadServicePage>>>

export function ServicePageView({ page }: { page: ServicePage }) {
  const { allServicesLabel } = useSiteSettings()
  // A section's id is its anchor, else its heading's slug (pages made in the Studio often leave anchors empty).
  const ids = uniqueSlugs(page.sections.map((section) => section.anchor || section.heading))
  return (
    <div className="section">
      <div className="container prose">
        <p className="lead">{page.intro}</p>
        <InEnglish when={shownInEnglish(page, 'sections')}>
          {page.sections.map((section, index) => {
            const id = ids[index]
            const headingId = `${id}-h`
            return (
              <section key={id} id={id} aria-labelledby={headingId}>
                <h2 id={headingId}>{section.heading}</h2>
                {section.paragraphs.map((p) => (
                  <p key={p}>{p}</p>
                ))}
                {section.points && (
                  <ul className="check-list">
                    {section.points.map((point) => (
                      <li key={point}>
                        <CheckIcon /> {point}
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            )
          })}
        </InEnglish>
        <p className="actions">
          <GetStartedLink className="button button-primary" />
          <Link to="/all-services" className="button button-outline">
            {allServicesLabel}
          </Link>
        </p>
      </div>
    </div>
  )
}
