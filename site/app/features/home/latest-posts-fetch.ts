/** Fetches home's latest posts in the browser, with the same small read client as the blog pages. */
import { groqFetch } from '../../lib/content-fetch.ts'
import { LATEST_POSTS_QUERY, type LatestPost } from './latest-posts.ts'

export async function fetchLatestPosts(signal?: AbortSignal): Promise<LatestPost[]> {
  const posts = await groqFetch<LatestPost[]>(LATEST_POSTS_QUERY, {}, { signal })
  return Array.isArray(posts) ? posts : []
}
