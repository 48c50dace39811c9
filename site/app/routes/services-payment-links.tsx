import { ServicePageView } from '../features/services/service-page.tsx'
import { SERVICE_PAGES } from '../features/services/services-content.ts'
import { pageMeta, type RouteHandle } from '../lib/page-meta.ts'
import type { Route } from './+types/services-payment-links'

const page = SERVICE_PAGES.paymentLinks

export const handle: RouteHandle = { title: page.title }
export const meta: Route.MetaFunction = () =>
  pageMeta({ title: page.title, path: page.path, description: page.description })

export default function Service() {
  return <ServicePageView page={page} />
}
