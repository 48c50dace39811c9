/**
 * Home section 13's data: the `HOME_LATEST_POSTS` (lib/queries.ts) newest published posts (spec §2.3, §9), asked from the content API as one small GROQ
 * slice. The fetch itself is in latest-posts-fetch.ts, loaded on demand so the content client stays off the first load. Posts without a title or categories, or whose publish time has not come, are left out (as the blog list does).
 */
import type { HOME_LATEST_POSTS_QUERY_RESULT } from '@escrova/schemas/sanity.types'
import type { Visible } from '../blog/types.ts'

export const HOME_TITLE_LIMIT = 60

/** A home card: one post of HOME_LATEST_POSTS_QUERY's result (typegen), visible so title, slug and date are set. */
export type LatestPost = Visible<HOME_LATEST_POSTS_QUERY_RESULT[number]>

/** Spec §5: a home card title is cut to 60 characters followed by an ellipsis ('...'). */
export function cutTitle(title: string, limit = HOME_TITLE_LIMIT): string {
  return title.length > limit ? `${title.slice(0, limit)}...` : title
}
