/**
 * /all-services (docs/product-rules.md#routes, #services): a heading and the services in the editors' order, then any published service page
 * the list does not link yet.
 */
import { pathFor, SERVICE_PAGE } from '@escrova/schemas/paths'
import { uniqueSlugs } from '@escrova/schemas/slug'
import { ArrowRightIcon } from '../components/icons.tsx'
import { InEnglish } from '../components/in-english.tsx'
import { Link } from '../components/local-link.tsx'
import { loadServicesPage } from '../content/page-copy.server.ts'
import { PageHero } from '../features/layout/page-hero.tsx'
import { contentReader } from '../lib/content-reader.ts'
import { languageOfRequest } from '../lib/language.ts'
import { pageMeta } from '../lib/page-meta.ts'
import { usePreviewCopy } from '../preview/use-preview-copy.ts'
import type { Route } from './+types/all-services'

export const meta: Route.MetaFunction = ({ loaderData: copy, matches }) =>
  pageMeta({ title: copy?.title, path: '/all-services', description: copy?.metaDescription }, matches)

/** The list as ordered in the Studio; the seeded copy for whatever is missing (see page-copy.server.ts). */
export const loader = ({ context, request }: Route.LoaderArgs) =>
  loadServicesPage(contentReader(context), languageOfRequest(request))

export default function AllServices({ loaderData }: Route.ComponentProps) {
  const copy = usePreviewCopy('servicesPage', loaderData)
  // The cards' ids (links such as /all-services#voting): the editors' anchors first, then the pages' slugs.
  const more = copy.moreServicePages ?? []
  const ids = uniqueSlugs([
    ...copy.services.map((service) => service.anchor),
    ...more.map((page) => page.slug),
  ])
  return (
    <InEnglish when={loaderData.untranslated === true}>
      <PageHero title={copy.title} />
      <section className="section" aria-labelledby="services-title">
        <div className="container">
          <div className="section-head">
            <h2 id="services-title">{copy.heading}</h2>
            <p className="lead">{copy.lead}</p>
          </div>
          <ul className="grid grid-3 services-list">
            {copy.services.map((service, index) => (
              <li key={ids[index]} id={ids[index]} className="card">
                <h3>{service.title}</h3>
                <p className="muted">{service.summary}</p>
                {service.link && (
                  <Link to={service.link} className="text-link">
                    Learn more<span className="visually-hidden"> about {service.title}</span>{' '}
                    <ArrowRightIcon width={16} height={16} />
                  </Link>
                )}
              </li>
            ))}
            {more.map((page, index) => (
              <li
                key={ids[copy.services.length + index]}
                id={ids[copy.services.length + index]}
                className="card"
              >
                <h3>{page.title}</h3>
                <p className="muted">{page.description}</p>
                <Link to={pathFor(SERVICE_PAGE, page.slug)} className="text-link">
                  Learn more<span className="visually-hidden"> about {page.title}</span>{' '}
                  <ArrowRightIcon width={16} height={16} />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </InEnglish>
  )
}
