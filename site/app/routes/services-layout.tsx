/** Services area (spec §2.1): the shared hero with the child page's title (from its loader), then the child page. */
import { Outlet, useMatches } from 'react-router-dom'
import { PageHero } from '../features/layout/page-hero.tsx'
import type { RouteHandle } from '../lib/page-meta.ts'

export const handle: RouteHandle = { title: 'Services' }

/** The title a service page's loader read, if the deepest route is one. */
function useServiceTitle(): string | undefined {
  const data = useMatches().at(-1)?.loaderData as { title?: unknown } | null | undefined
  return typeof data?.title === 'string' ? data.title : undefined
}

export default function ServicesLayout() {
  return (
    <>
      <PageHero title={useServiceTitle()} />
      <Outlet />
    </>
  )
}
