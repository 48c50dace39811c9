/**
 * /blogs (spec §2.7). Page 1 is pre-rendered at build time (`loader`); other pages and searches are asked from the
 * content API in the browser (`clientLoader`), as GROQ slices, so no visitor ever downloads every post.
 */
import { useNavigation, useSearchParams } from 'react-router'
import { type BlogListResult, fetchBlogPage, readListParams } from '../features/blog/api.ts'
import { BlogList } from '../features/blog/BlogList.tsx'
import { imagePreconnectLinks } from '../features/blog/image.ts'
import { useHydrated } from '../features/blog/use-hydrated.ts'
import { PageHero } from '../features/layout/page-hero.tsx'
import { pageMeta, type RouteHandle } from '../lib/page-meta.ts'
import type { Route } from './+types/blogs'

export const handle: RouteHandle = { title: 'Blogs' }

export const links: Route.LinksFunction = () => imagePreconnectLinks()

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Blogs',
    path: '/blogs',
    description:
      'News and guides on escrow, safe online trade and payments in Nigeria from the Escrova team.',
  })

/** Build time: the first page, unfiltered. */
export async function loader(): Promise<BlogListResult> {
  return fetchBlogPage({ q: '', page: 1 })
}

export async function clientLoader({
  request,
  serverLoader,
}: Route.ClientLoaderArgs): Promise<BlogListResult> {
  const params = readListParams(new URL(request.url).searchParams)
  if (params.q === '' && params.page === 1) {
    // The pre-rendered first page (hydration data, or its static `.data` file); the API if that is missing.
    try {
      const prerendered = (await serverLoader()) as BlogListResult
      if (prerendered.status === 'ok') return prerendered
    } catch {
      // No pre-rendered data (e.g. the build could not reach the API): ask the API below.
    }
  }
  return fetchBlogPage(params, request.signal)
}
// Run on hydration too: `?page=2` or `?q=` on a first visit is served the page-1 HTML and must load its own data.
clientLoader.hydrate = true as const

export default function BlogsRoute({ loaderData }: Route.ComponentProps) {
  const [searchParams, setSearchParams] = useSearchParams()
  const navigation = useNavigation()
  const hydrated = useHydrated()
  const wanted = readListParams(searchParams)
  // After hydration the data may still be page 1's while the page the URL asks for loads.
  const stale = hydrated && (loaderData.requested.q !== wanted.q || loaderData.requested.page !== wanted.page)
  // Another page or search of the list, or a post opened from it: the spinner stands in until it has loaded.
  const navigating = navigation.state === 'loading' && navigation.location.pathname.startsWith('/blogs')

  const goToPage = (page: number) => {
    const next = new URLSearchParams(searchParams)
    if (page <= 1) next.delete('page')
    else next.set('page', String(page))
    setSearchParams(next)
    window.scrollTo({ top: 0 })
  }

  return (
    <div className="blog-page">
      <PageHero />
      <div className="container">
        <BlogList result={loaderData} loading={stale || navigating} onPage={goToPage} />
      </div>
    </div>
  )
}
