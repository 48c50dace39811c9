/** Fetches home's latest posts (the content client is ~38 KB gzip: home imports this module lazily). */
import { contentClient } from '../../lib/content-client.ts'
import { LATEST_POSTS_QUERY, type LatestPost } from './latest-posts.ts'

export async function fetchLatestPosts(signal?: AbortSignal): Promise<LatestPost[]> {
  const posts = await contentClient().fetch<LatestPost[]>(LATEST_POSTS_QUERY, {}, { signal })
  return Array.isArray(posts) ? posts : []
}
