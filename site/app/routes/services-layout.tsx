/** Services area (spec §2.1): the shared hero with the child page's title, then the child page. */
import { Outlet } from 'react-router'
import { PageHero } from '../features/layout/page-hero.tsx'
import type { RouteHandle } from '../lib/page-meta.ts'

export const handle: RouteHandle = { title: 'Services' }

export default function ServicesLayout() {
  return (
    <>
      <PageHero />
      <Outlet />
    </>
  )
}
