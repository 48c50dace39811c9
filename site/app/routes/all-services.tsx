/** /all-services (spec §2.1, §2.6): a heading and the five services. */
import { Link } from 'react-router-dom'
import { ArrowRightIcon } from '../components/icons.tsx'
import { PageHero } from '../features/layout/page-hero.tsx'
import { ALL_SERVICES } from '../features/services/services-content.ts'
import { pageMeta, type RouteHandle } from '../lib/page-meta.ts'
import type { Route } from './+types/all-services'

export const handle: RouteHandle = { title: 'Our Services' }
export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Our Services',
    path: '/all-services',
    description:
      'Escrow transactions, USSD offline payment, billing payment, a multicurrency virtual card and a voting system.',
  })

export default function AllServices() {
  return (
    <>
      <PageHero />
      <section className="section" aria-labelledby="services-title">
        <div className="container">
          <div className="section-head">
            <h2 id="services-title">Everything you need to buy, sell and get paid</h2>
            <p className="lead">Five services, one app, with escrow protection at the heart of it.</p>
          </div>
          <ul className="grid grid-3 services-list">
            {ALL_SERVICES.map((service) => (
              <li key={service.id} id={service.id} className="card">
                <h3>{service.title}</h3>
                <p className="muted">{service.text}</p>
                {service.to && (
                  <Link to={service.to} className="text-link">
                    Learn more<span className="visually-hidden"> about {service.title}</span>{' '}
                    <ArrowRightIcon width={16} height={16} />
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  )
}
