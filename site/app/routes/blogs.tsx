/**
 * /blogs (docs/product-rules.md#blog-list). Every page and search arrives rendered by the server (`loader`); moving between pages and
 * searches in the browser asks the content API directly (`clientLoader`), as GROQ slices, so no visitor ever
 * downloads every post.
 */
import { languageOfPath } from '@escrova/schemas/language-paths'
import { data, useNavigation, useSearchParams } from 'react-router-dom'
import { useSiteSettings } from '../content/site-settings.tsx'
import { type BlogListResult, fetchBlogPage, readListParams } from '../features/blog/api.ts'
import { BlogList } from '../features/blog/blog-list.tsx'
import { imagePreconnectLinks } from '../features/blog/image.ts'
import { useHydrated } from '../features/blog/use-hydrated.ts'
import { PageHero } from '../features/layout/page-hero.tsx'
import { contentReader } from '../lib/content-reader.ts'
import { languageOfRequest } from '../lib/language.ts'
import { pageMeta } from '../lib/page-meta.ts'
import { usePreviewBlogList } from '../preview/use-preview-blog-list.ts'
import type { Route } from './+types/blogs'

export const links: Route.LinksFunction = () => imagePreconnectLinks()

/** Title and description: site settings → Other pages → Blog list. */
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ settingsPage: 'blogsPage', path: '/blogs' }, matches)

/** The content API down: the list's connection message (docs/product-rules.md#errors), answered 503 so nothing caches it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = readListParams(new URL(request.url).searchParams)
  const language = languageOfRequest(request)
  const result = await fetchBlogPage({ ...params, language }, undefined, params, contentReader(context))
  return data(result, { status: result.status === 'error' ? 503 : 200 })
}

export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<BlogListResult> {
  const params = readListParams(new URL(request.url).searchParams)
  return fetchBlogPage({ ...params, language: languageOfRequest(request) }, request.signal)
}

export default function BlogsRoute({ loaderData: loaded }: Route.ComponentProps) {
  const loaderData = usePreviewBlogList(loaded)
  const [searchParams, setSearchParams] = useSearchParams()
  const navigation = useNavigation()
  const { blogsPage } = useSiteSettings()
  const hydrated = useHydrated()
  const wanted = readListParams(searchParams)
  // After hydration the data may still be page 1's while the page the URL asks for loads.
  const stale = hydrated && (loaderData.requested.q !== wanted.q || loaderData.requested.page !== wanted.page)
  // Another page or search of the list, or a post opened from it: the spinner stands in until it has loaded.
  const navigating =
    navigation.state === 'loading' && languageOfPath(navigation.location.pathname).path.startsWith('/blogs')

  const goToPage = (page: number) => {
    const next = new URLSearchParams(searchParams)
    if (page <= 1) next.delete('page')
    else next.set('page', String(page))
    setSearchParams(next)
    window.scrollTo({ top: 0 })
  }

  return (
    <div className="blog-page">
      <PageHero title={blogsPage.title} />
      <div className="container">
        <BlogList result={loaderData} loading={stale || navigating} onPage={goToPage} />
      </div>
    </div>
  )
}
