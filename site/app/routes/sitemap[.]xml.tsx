/** /sitemap.xml: the static pages and every visible post, rendered on request (cached until a post changes). */
import { postSitemapEntries } from '../features/blog/sitemap-posts.ts'
import { contentReader } from '../lib/content-reader.ts'
import { renderSitemap, staticSitemapEntries } from '../lib/sitemap.ts'
import type { Route } from './+types/sitemap[.]xml'

export async function loader({ context }: Route.LoaderArgs) {
  let posts: Awaited<ReturnType<typeof postSitemapEntries>>
  try {
    posts = await postSitemapEntries(contentReader(context))
  } catch (error) {
    // A sitemap without its posts would tell crawlers they are gone: say "try later" instead.
    console.warn(`[sitemap] content API unavailable (${(error as Error).message})`)
    return new Response('Service Unavailable', { status: 503, headers: { 'Retry-After': '10' } })
  }
  const body = renderSitemap([...staticSitemapEntries(), ...posts])
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } })
}
