/**
 * Shapes the blog queries in `lib/queries.ts` return, derived from the result types `sanity typegen generate` writes
 * to `schemas/src/sanity.types.ts` (`npm run typegen -w @escrova/studio`), so a query change shows up here.
 */
import type {
  BLOG_LIST_QUERY_RESULT,
  POST_QUERY_RESULT,
  POST_SIDEBAR_QUERY_RESULT,
  SanityImageCrop,
  SanityImageHotspot,
} from '@escrova/schemas/sanity.types'

/**
 * A post the visibility filter let through (`VISIBLE_POST` in lib/queries.ts: `defined(title)`,
 * `defined(slug.current)`, `defined(publishedAt)`) has these fields; typegen does not narrow through that filter,
 * so this states its guarantee. Types only: nothing is checked or changed at run time.
 */
type VisibleField = 'title' | 'slug' | 'publishedAt'
export type Visible<T> = Omit<T, VisibleField> & { [K in Extract<keyof T, VisibleField>]: string }

/**
 * What the image helpers accept: a post's `mainImage` projection (fields null when unset) or an image block of the
 * body (fields left out when unset).
 */
export interface SanityImage {
  asset?: { _ref: string; _type?: string } | null
  alt?: string | null
  hotspot?: SanityImageHotspot | null
  crop?: SanityImageCrop | null
}

export type PostCardData = Visible<BLOG_LIST_QUERY_RESULT['posts'][number]>

export type BlogPageData = Omit<BLOG_LIST_QUERY_RESULT, 'posts'> & { posts: PostCardData[] }

type Sidebar = POST_SIDEBAR_QUERY_RESULT

export type CategoryCount = Sidebar['categories'][number]

export type NamedRef = Sidebar['tags'][number]

export type SidebarData = Omit<Sidebar, 'recentPosts'> & { recentPosts: PostCardData[] }

/** The post as its page shows it; its languages are the page's (`fetchPostPage`). */
export type PostDetail = Visible<Omit<NonNullable<POST_QUERY_RESULT>, 'languages'>>

export interface PostPageData {
  post: PostDetail | null
  sidebar: SidebarData
}
