/**
 * /rss.xml: RSS 2.0 of published posts, rendered on request (and cached by the site server until a post or the site
 * settings change).
 */

import { loadSiteSettings } from '../content/page-copy.server.ts'
import { type RssPost, renderRss } from '../features/blog/rss.ts'
import { contentReader } from '../lib/content-reader.ts'
import { RSS_POSTS_QUERY } from '../lib/queries.ts'
import { SITE_FACTS } from '../lib/site-facts.ts'
import type { Route } from './+types/rss[.]xml'

export async function loader({ context }: Route.LoaderArgs) {
  const reader = contentReader(context)
  let posts: RssPost[]
  try {
    // Typed by typegen for RSS_POSTS_QUERY; its posts are visible (see `Visible`).
    posts = ((await reader.fetch(RSS_POSTS_QUERY)) ?? []) as RssPost[]
  } catch (error) {
    // A feed missing its posts would read as "no posts": say "try later" instead.
    console.warn(`[rss] content API unavailable (${(error as Error).message})`)
    return new Response('Service Unavailable', { status: 503, headers: { 'Retry-After': '10' } })
  }
  // The channel's title and description: site settings → Other pages → RSS feed (seeded words if missing).
  const { rssFeed } = await loadSiteSettings(reader)
  const xml = renderRss({ ...rssFeed, siteUrl: SITE_FACTS.siteUrl }, posts)
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } })
}
