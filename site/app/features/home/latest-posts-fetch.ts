/** Fetches home's latest posts in the browser, with the same small read client as the blog pages. */
import type { HOME_LATEST_POSTS_QUERY_RESULT } from '@escrova/schemas/sanity.types'
import { groqFetch } from '../../lib/content-fetch.ts'
import { LATEST_POSTS_QUERY, type LatestPost } from './latest-posts.ts'

export async function fetchLatestPosts(signal?: AbortSignal): Promise<LatestPost[]> {
  const posts = await groqFetch<HOME_LATEST_POSTS_QUERY_RESULT>(LATEST_POSTS_QUERY, {}, { signal })
  // The query returns visible posts only (see `Visible`).
  return Array.isArray(posts) ? (posts as LatestPost[]) : []
}
