/** The four service pages (spec §2.6) in one module, as `privacy.tsx` serves its aliases: the page is the one asked for. */
import { loadServicePage } from '../content/page-copy.server.ts'
import { ServicePageView } from '../features/services/service-page.tsx'
import { contentReader } from '../lib/content-reader.ts'
import { pageMeta } from '../lib/page-meta.ts'
import { usePreviewCopy } from '../preview/use-preview-copy.ts'
import type { Route } from './+types/service'

const SERVICES_PATH = '/services/'
const NO_PAGE = {} as NonNullable<Route.ComponentProps['loaderData']>

export const meta: Route.MetaFunction = ({ loaderData: page, matches }) =>
  pageMeta(
    page
      ? { title: page.title, path: `${SERVICES_PATH}${page.slug}`, description: page.description }
      : { path: '/' },
    matches,
  )

/** The page's copy as edited in the Studio, by the slug its path names (escrow, payment-links, …). */
export const loader = ({ request, context }: Route.LoaderArgs) => {
  const slug = new URL(request.url).pathname.slice(SERVICES_PATH.length).replace(/\/+$/, '')
  return loadServicePage(contentReader(context), slug)
}

export default function Service({ loaderData }: Route.ComponentProps) {
  // In the Studio's frame: the editors' draft of this page, live.
  const page = usePreviewCopy('servicePage', loaderData ?? NO_PAGE, { slug: loaderData?.slug })
  return loaderData ? <ServicePageView page={page} /> : null
}
