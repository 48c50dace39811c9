/**
 * Home section 13's data: the 6 newest published posts (spec §2.3, §9), asked from the content API as one small GROQ
 * slice. The fetch itself is in latest-posts-fetch.ts, loaded on demand so the content client stays off the first load. Posts without a title or categories, or whose publish time has not come, are left out (as the blog list does).
 */
export const LATEST_POSTS_COUNT = 6
export const HOME_TITLE_LIMIT = 60

// The query lives with every other GROQ of the site (lib/queries.ts, part 2): one visibility rule for all lists.
export { HOME_LATEST_POSTS_QUERY as LATEST_POSTS_QUERY } from '../../lib/queries.ts'

export interface LatestPost {
  _id: string
  title: string
  slug: string
  publishedAt?: string
  author?: { name?: string; username?: string } | null
  category?: string | null
  image?: string | null
  imageAlt?: string | null
}

/** Spec §5: a home card title is cut to 60 characters followed by an ellipsis ('...'). */
export function cutTitle(title: string, limit = HOME_TITLE_LIMIT): string {
  return title.length > limit ? `${title.slice(0, limit)}...` : title
}
