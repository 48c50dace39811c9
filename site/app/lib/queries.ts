/**
 * The GROQ queries of the blog, the comments and the sitemap. Every query the site sends is in one of three modules,
 * each listed in `studio/sanity.cli.ts` for TypeGen: this one, `content/queries.ts` (each page's copy) and
 * `preview/queries.ts` (the Studio's frame); `studio/test/query-modules.test.ts` fails on a query written elsewhere.
 * The blog list pages and searches on the content API (slices and `count()`), so the browser never downloads every
 * post (the seed site did). A post is visible only when it has a title, a slug and at least one category, and its
 * publish time has come, in the page's language (`$language`): `VISIBLE_POST_IN_LANGUAGE`
 * (`schemas/src/queries/visible-post.ts`). Each language's blog, search, recent posts and feed keep to its posts.
 */

import { DEFAULT_LANGUAGE } from '@escrova/schemas/languages'
import {
  VISIBLE_POST_IN_LANGUAGE as VISIBLE_POST,
  VISIBLE_POST_IN_ANY_LANGUAGE,
} from '@escrova/schemas/queries/visible-post'
import { IN_DEFAULT_LANGUAGE } from '@escrova/schemas/translations'
import { defineQuery } from 'groq'

/** Posts per blog-list page (docs/product-rules.md#blog-list, #constants). */
export const POSTS_PER_PAGE = 21
export const HOME_LATEST_POSTS = 6
export const SIDEBAR_RECENT_POSTS = 3

// Substring test: `string::split` gives more than one part exactly when `$q` occurs in the text. `match` would
// tokenise and miss partial words, while docs/product-rules.md#validation asks for "contained in".
const CONTAINS_Q = (field: string) => `count(string::split(lower(${field}), $q)) > 1`

/** `$q` is already lower-cased and trimmed; empty shows everything (docs/product-rules.md#validation). */
const SEARCH_MATCH = `($q == "" || ${CONTAINS_Q('title')} || ${CONTAINS_Q('author->name')}
  || count((categories[]->title)[${CONTAINS_Q('@')}]) > 0)`

const CARD_PROJECTION = `{
  _id,
  title,
  "slug": slug.current,
  publishedAt,
  "mainImage": mainImage{asset, alt, hotspot, crop},
  "author": author->{name, username},
  "category": categories[0]->title
}`

/** One page of the blog list plus the total for "Page X of Y". Params: `q`, `start`, `end`, `language`. */
export const BLOG_LIST_QUERY = defineQuery(`{
  "total": count(*[${VISIBLE_POST} && ${SEARCH_MATCH}]),
  "posts": *[${VISIBLE_POST} && ${SEARCH_MATCH}] | order(publishedAt desc, _id asc) [$start...$end] ${CARD_PROJECTION}
}`)

/** Home carousel: the six newest posts (`LatestPost` in features/home/latest-posts.ts is its result type). */
export const HOME_LATEST_POSTS_QUERY = defineQuery(
  `*[${VISIBLE_POST}] | order(publishedAt desc, _id asc) [0...${HOME_LATEST_POSTS}] {
  _id,
  title,
  "slug": slug.current,
  publishedAt,
  "author": author->{name, username},
  "category": categories[0]->title,
  "image": mainImage.asset->url,
  "imageAlt": mainImage.alt,
  "mainImage": mainImage{asset, alt, hotspot, crop}
}`,
)

const SIDEBAR_PROJECTION = `{
  "categories": *[_type == "category" && defined(title)] | order(lower(title) asc) {
    _id,
    title,
    "postCount": count(*[${VISIBLE_POST} && references(^._id)])
  },
  "recentPosts": *[${VISIBLE_POST}] | order(publishedAt desc, _id asc) [0...${SIDEBAR_RECENT_POSTS}] ${CARD_PROJECTION},
  "tags": *[_type == "tag" && defined(title)] | order(lower(title) asc) {_id, title}
}`

/** What a post page shows of a post, but its date (which live preview takes from the schedule for a future post). */
export const POST_PAGE_FIELDS = `_id,
  title,
  "slug": slug.current,
  excerpt,
  seoDescription,
  "mainImage": mainImage{asset, alt, hotspot, crop},
  body,
  "author": author->{name, username},
  "categories": categories[]->{_id, title},
  "tags": tags[]->{_id, title}`

/**
 * A post page's own content: the post when it is visible (null otherwise), with the languages it is visible in (its
 * page's `hreflang` alternates and switcher; a translation keeps its original's slug). Params: `slug`, `language`.
 * Its sync tags name this post, its translations and what it references, so the site server re-renders the page when
 * they change, and not for every other post. One read, not two: a render's reads queue one at a time at the lake.
 */
export const POST_QUERY = defineQuery(`*[${VISIBLE_POST} && slug.current == $slug][0]{
  publishedAt,
  ${POST_PAGE_FIELDS},
  "languages": *[${VISIBLE_POST_IN_ANY_LANGUAGE} && slug.current == $slug].language
}`)

/**
 * The post page's sidebar: categories with their post counts, the newest posts, tags. It depends on every post, so
 * the site server reads it loosely (a cached post page is not re-rendered for each post published elsewhere; its
 * sidebar is refreshed within the cache's stale-after time, and on every in-app navigation).
 */
export const POST_SIDEBAR_QUERY = defineQuery(SIDEBAR_PROJECTION)

/** Comment threads (top-level comments) per "Show more comments" step on a post page. */
export const COMMENT_THREADS_PER_PAGE = 50

// Anonymous callers only ever see published comments (`comment-<id>`); the status check keeps a published-but-not-
// approved one out as well.
const APPROVED_COMMENT = `_type == "comment" && post._ref == $postId && moderationStatus == "approved"`
const COMMENT_ORDER = 'order(createdAt asc, _id asc)'
const COMMENT_PROJECTION = `{
  _id,
  name,
  text,
  createdAt,
  "parent": parent._ref
}`
// Keyset pagination (threads after the last one shown, in the list's order) rather than an offset: a comment
// approved while a visitor reads cannot shift the next page onto threads already shown. `""` starts at the first.
const THREAD_AFTER_CURSOR = `${APPROVED_COMMENT} && !defined(parent)
  && (createdAt > $afterCreatedAt || (createdAt == $afterCreatedAt && _id > $afterId))`

/**
 * One page of a post's comment threads, oldest first: the next `$limit` top-level comments after the cursor, how many
 * threads follow the cursor (so the page knows whether more remain) and how many comments the post shows in all (a
 * reply counts when its parent is approved), and how many approved replies the post has under any thread (once the
 * page has fetched that many, no deeper level is asked for). Replies come from COMMENT_REPLIES_QUERY.
 * Params: `postId`, `afterCreatedAt`, `afterId` (both `""` for the first page), `limit`.
 */
export const COMMENT_THREADS_QUERY = defineQuery(`{
  "threads": *[${THREAD_AFTER_CURSOR}] | ${COMMENT_ORDER} [0...$limit] ${COMMENT_PROJECTION},
  "threadsAfterCursor": count(*[${THREAD_AFTER_CURSOR}]),
  "commentCount": count(*[${APPROVED_COMMENT}
    && (!defined(parent) || parent->moderationStatus == "approved")]),
  "replyCount": count(*[${APPROVED_COMMENT} && defined(parent)])
}`)

/** Approved replies to the given comments, oldest first. Params: `postId`, `parentIds`. */
export const COMMENT_REPLIES_QUERY = defineQuery(`*[${APPROVED_COMMENT} && parent._ref in $parentIds]
  | ${COMMENT_ORDER} ${COMMENT_PROJECTION}`)

/** Items in the RSS feed: the newest posts (a feed is read for what is new; the sitemap lists every post). */
export const RSS_ITEMS = 50

/** The RSS feed: the newest visible posts. */
export const RSS_POSTS_QUERY =
  defineQuery(`*[${VISIBLE_POST}] | order(publishedAt desc, _id asc) [0...${RSS_ITEMS}] {
  title,
  "slug": slug.current,
  publishedAt,
  "description": coalesce(seoDescription, excerpt),
  "author": author->name,
  "categories": categories[]->title
}`)

/**
 * Sitemap entries for posts, every language's: a translation keeps its original's slug, so the entries of one slug
 * are one post's pages in each language (the sitemap's alternates).
 */
export const SITEMAP_POSTS_QUERY =
  defineQuery(`*[${VISIBLE_POST_IN_ANY_LANGUAGE}] | order(publishedAt desc, _id asc) {
  "slug": slug.current,
  "language": coalesce(language, "${DEFAULT_LANGUAGE}"),
  "updatedAt": _updatedAt
}`)

/**
 * Sitemap entries of the route map's other per-document pages (`/services/:slug`), one query per page's main type.
 * The type is written into the filter (not a parameter) so the read's sync tag names that type alone: a service page
 * published or deleted changes the cached sitemap at once.
 */
export const SITEMAP_SERVICE_PAGES_QUERY =
  defineQuery(`*[_type == "servicePage" && ${IN_DEFAULT_LANGUAGE} && defined(slug.current)]
  | order(slug.current asc) {"slug": slug.current, "updatedAt": _updatedAt}`)

/** The sitemap query of each per-document page's main type; a type missing here fails `site/test/rules.test.ts`. */
export const SITEMAP_DOCUMENT_QUERIES: Readonly<Record<string, string>> = {
  servicePage: SITEMAP_SERVICE_PAGES_QUERY,
}

/** Bounds for one page of the list; pages before 1 or past the end are clamped by the caller. */
export function pageSlice(page: number): { start: number; end: number } {
  const start = (Math.max(1, page) - 1) * POSTS_PER_PAGE
  return { start, end: start + POSTS_PER_PAGE }
}

/** The spec's search normalisation (docs/product-rules.md#validation): lower-cased and trimmed. */
export function normaliseSearch(raw: string | null | undefined): string {
  return (raw ?? '').trim().toLowerCase()
}

/**
 * The revisions of the documents a loose read shows (`site/server/shown-documents.ts`). Param: `ids`. Its sync tags
 * are exactly the `_id` keys of those documents.
 */
export const SHOWN_DOCUMENTS_QUERY = defineQuery(`*[_id in $ids]{_id, _rev}`)
