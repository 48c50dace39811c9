/** Reads home's latest posts: on the server through the request's reader, in the browser with the small client. */

import type { LanguageCode } from '@escrova/schemas/languages'
import type { HOME_LATEST_POSTS_QUERY_RESULT } from '@escrova/schemas/sanity.types'
import { groqFetch } from '../../lib/content-fetch.ts'
import type { ContentReader } from '../../lib/content-reader.ts'
import { HOME_LATEST_POSTS_QUERY } from '../../lib/queries.ts'
import type { LatestPost } from './latest-posts.ts'

/** `language`: the home page's; its latest posts are that language's. */
export async function fetchLatestPosts(
  language: LanguageCode,
  signal?: AbortSignal,
  reader?: ContentReader,
): Promise<LatestPost[]> {
  const posts = reader
    ? await reader.fetch<HOME_LATEST_POSTS_QUERY_RESULT>(HOME_LATEST_POSTS_QUERY, { language })
    : await groqFetch<HOME_LATEST_POSTS_QUERY_RESULT>(HOME_LATEST_POSTS_QUERY, { language }, { signal })
  // The query returns visible posts only (see `Visible`).
  return Array.isArray(posts) ? (posts as LatestPost[]) : []
}
