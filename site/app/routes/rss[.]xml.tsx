/**
 * /rss.xml: RSS 2.0 of published posts, rendered on request (and cached by the site server until a post or the site
 * settings change).
 */

import { loadSiteSettings, loadVisibleLanguages } from '../content/page-copy.server.ts'
import { type RssPost, renderRss } from '../features/blog/rss.ts'
import { contentReader } from '../lib/content-reader.ts'
import { languageOfRequest } from '../lib/language.ts'
import { RSS_POSTS_QUERY } from '../lib/queries.ts'
import { SITE_FACTS } from '../lib/site-facts.ts'
import type { Route } from './+types/rss[.]xml'

export async function loader({ context, request }: Route.LoaderArgs) {
  const reader = contentReader(context)
  const language = languageOfRequest(request)
  let posts: RssPost[]
  let channel: { title: string; description: string }
  try {
    // Read together: the posts (typed by typegen for RSS_POSTS_QUERY; visible, see `Visible`) and the channel's
    // title and description (site settings → Other pages → RSS feed; seeded words if missing or unreadable).
    const [fetched, settings, languages] = await Promise.all([
      reader.fetch(RSS_POSTS_QUERY, { language }),
      loadSiteSettings(reader, language),
      loadVisibleLanguages(reader),
    ])
    // A hidden language's feed is an unknown path, as its pages are.
    if (!languages.includes(language)) return new Response('Not Found', { status: 404 })
    posts = (fetched ?? []) as RssPost[]
    channel = settings.rssFeed
  } catch (error) {
    // A feed missing its posts would read as "no posts": say "try later" instead.
    console.warn(`[rss] content API unavailable (${(error as Error).message})`)
    return new Response('Service Unavailable', { status: 503, headers: { 'Retry-After': '10' } })
  }
  const xml = renderRss({ ...channel, siteUrl: SITE_FACTS.siteUrl, language }, posts)
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } })
}
