/** Services area (spec §2.1): the shared hero with the child page's title, then the child page. */
import { Outlet, useLocation } from 'react-router-dom'
import { PageHero } from '../features/layout/page-hero.tsx'
import { servicePageAt } from '../features/services/services-content.ts'
import type { RouteHandle } from '../lib/page-meta.ts'

export const handle: RouteHandle = { title: 'Services' }

export default function ServicesLayout() {
  const page = servicePageAt(useLocation().pathname)
  return (
    <>
      <PageHero title={page?.title} />
      <Outlet />
    </>
  )
}
