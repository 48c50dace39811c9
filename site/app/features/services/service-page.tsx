/** One service page (under the services layout, whose hero shows the title). */
import { Link } from 'react-router-dom'
import { CheckIcon } from '../../components/icons.tsx'
import { StoreLink } from '../../components/store-link.tsx'
import type { ServicePage } from './services-content.ts'

export function ServicePageView({ page }: { page: ServicePage }) {
  return (
    <div className="section">
      <div className="container prose">
        <p className="lead">{page.intro}</p>
        {page.sections.map((section) => (
          <section
            key={section.heading}
            id={section.id}
            aria-labelledby={`${section.id ?? section.heading}-h`}
          >
            <h2 id={`${section.id ?? section.heading}-h`}>{section.heading}</h2>
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
        ))}
        <p className="actions">
          <StoreLink className="button button-primary">Get Started</StoreLink>
          <Link to="/all-services" className="button button-outline">
            All services
          </Link>
        </p>
      </div>
    </div>
  )
}
