/**
 * `/services/<slug>`: any published service page, by its slug (an editor's new page needs no code change). A slug
 * with no published page is the catch-all's: 404, then home replacing the history entry.
 */
import { data } from 'react-router-dom'
import { GoHome } from '../components/go-home.tsx'
import { InEnglish } from '../components/in-english.tsx'
import { gapsIn } from '../content/copy-gaps.ts'
import { COPY_SHAPES } from '../content/copy-shapes.ts'
import { loadServicePage } from '../content/page-copy.server.ts'
import { SERVICE_PAGE_EXISTS_QUERY } from '../content/queries.ts'
import { ServicePageView } from '../features/services/service-page.tsx'
import { contentReader } from '../lib/content-reader.ts'
import { languageOfRequest } from '../lib/language.ts'
import { pageMeta } from '../lib/page-meta.ts'
import { usePreviewCopy } from '../preview/use-preview-copy.ts'
import { usePreviewData } from '../preview/use-preview-data.ts'
import type { Route } from './+types/service'

const SERVICES_PATH = '/services/'
type Page = NonNullable<Route.ComponentProps['loaderData']>
const NO_PAGE = {} as Page

export const meta: Route.MetaFunction = ({ loaderData: page, matches }) =>
  pageMeta(
    page
      ? { title: page.title, path: `${SERVICES_PATH}${page.slug}`, description: page.description }
      : { path: '/' },
    matches,
  )

/**
 * The page's copy as edited in the Studio, by the slug its path names; 404 when no page has it. A slug the seed does
 * not know gets no stand-in copy while the content API is down: that is a 503 ("try again"), not a page that is gone.
 */
export const loader = async ({ params, context, request }: Route.LoaderArgs) => {
  const reader = contentReader(context)
  const page = await loadServicePage(reader, params.slug, languageOfRequest(request))
  if (page) return page
  try {
    await reader.fetch(SERVICE_PAGE_EXISTS_QUERY, { slug: params.slug })
  } catch {
    throw data(null, { status: 503 })
  }
  return data(null, { status: 404 })
}

export default function Service({ loaderData, params }: Route.ComponentProps) {
  const page = usePreviewCopy('servicePage', loaderData ?? NO_PAGE, { slug: params.slug })
  // A page not published yet is a 404 to visitors; in the frame, its draft once whole.
  const draft = usePreviewData<Page | null | undefined>('servicePage', { slug: params.slug }, undefined)
  if (loaderData)
    return (
      <InEnglish when={loaderData.untranslated === true}>
        <ServicePageView page={page} />
      </InEnglish>
    )
  if (draft && gapsIn(draft, COPY_SHAPES.servicePage).length === 0) return <ServicePageView page={draft} />
  return <GoHome stayInFrame />
}
