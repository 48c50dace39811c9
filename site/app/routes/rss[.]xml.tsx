/** /rss.xml: RSS 2.0 of published posts, pre-rendered as a static file at build time. */

import { type RssPost, renderRss } from '../features/blog/rss.ts'
import { contentClient } from '../lib/content-client.ts'
import { RSS_POSTS_QUERY } from '../lib/queries.ts'
import { SITE_FACTS } from '../lib/site-facts.ts'

export async function loader() {
  let posts: RssPost[] = []
  try {
    // The client's `fetch` is typed by typegen for RSS_POSTS_QUERY; its posts are visible (see `Visible`).
    posts = ((await contentClient().fetch(RSS_POSTS_QUERY)) ?? []) as RssPost[]
  } catch (error) {
    // Build without the content API: an empty but valid feed, and a loud note in the build log.
    console.warn(`[rss] content API unreachable (${(error as Error).message}); writing an empty feed`)
  }
  const xml = renderRss(
    {
      title: `${SITE_FACTS.brand} Blog`,
      siteUrl: SITE_FACTS.siteUrl,
      description: 'News and guides on escrow, safe online trade and payments in Nigeria.',
    },
    posts,
  )
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } })
}
