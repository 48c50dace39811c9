/**
 * Services area (docs/product-rules.md#routes): the shared hero with the child page's title (from its loader; the header menu's
 * "Services" while there is none, as on /services on its way to /all-services), then the child page.
 */
import { Outlet, useMatches } from 'react-router-dom'
import { useSiteSettings } from '../content/site-settings.tsx'
import { PageHero } from '../features/layout/page-hero.tsx'

/** The title a service page's loader read, if the deepest route is one. */
function useServiceTitle(): string | undefined {
  const data = useMatches().at(-1)?.loaderData as { title?: unknown } | null | undefined
  return typeof data?.title === 'string' ? data.title : undefined
}

export default function ServicesLayout() {
  const serviceTitle = useServiceTitle()
  const { navLabels } = useSiteSettings()
  return (
    <>
      <PageHero title={serviceTitle ?? navLabels.services} />
      <Outlet />
    </>
  )
}
