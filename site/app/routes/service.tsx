/** The four service pages (spec §2.6) in one module, as `privacy.tsx` serves its aliases: the page is the one asked for. */
import { useLocation } from 'react-router-dom'
import { ServicePageView } from '../features/services/service-page.tsx'
import { servicePageAt } from '../features/services/services-content.ts'
import { pageMeta } from '../lib/page-meta.ts'
import type { Route } from './+types/service'

export const meta: Route.MetaFunction = ({ location }) => {
  const page = servicePageAt(location.pathname)
  return pageMeta(
    page ? { title: page.title, path: page.path, description: page.description } : { path: '/' },
  )
}

export default function Service() {
  const page = servicePageAt(useLocation().pathname)
  return page ? <ServicePageView page={page} /> : null
}
