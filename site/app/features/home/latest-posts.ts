/**
 * Home section 13's data: the `HOME_LATEST_POSTS` (lib/queries.ts) newest published posts (docs/product-rules.md#home, #constants), asked from the content API as one small GROQ
 * slice. The fetch itself is in latest-posts-fetch.ts, loaded on demand so the content client stays off the first load. Posts without a title or categories, or whose publish time has not come, are left out (as the blog list does).
 */
import { firstCharacters, isLongerThan } from '@escrova/schemas/characters'
import type { HOME_LATEST_POSTS_QUERY_RESULT } from '@escrova/schemas/sanity.types'
import type { Visible } from '../blog/types.ts'

export const HOME_TITLE_LIMIT = 60

/** A home card: one post of HOME_LATEST_POSTS_QUERY's result (typegen), visible so title, slug and date are set. */
export type LatestPost = Visible<HOME_LATEST_POSTS_QUERY_RESULT[number]>

/**
 * The invisible edit link live preview appends to a text (`@vercel/stega`'s characters): kept whole when the text is
 * cut, so a cut title stays click-to-edit in the Studio's frame. Visitors' titles never carry one.
 */
const EDIT_LINK = /[\u200B-\u200D\uFEFF]+$/

/**
 * docs/product-rules.md#validation: a home card title is cut to 60 characters (code points, as every limit counts)
 * followed by an ellipsis ('...').
 */
export function cutTitle(title: string, limit = HOME_TITLE_LIMIT): string {
  const editLink = EDIT_LINK.exec(title)?.[0] ?? ''
  const text = title.slice(0, title.length - editLink.length)
  return isLongerThan(text, limit) ? `${firstCharacters(text, limit)}...${editLink}` : title
}
