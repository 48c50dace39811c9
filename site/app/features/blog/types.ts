/** Shapes the blog queries in `lib/queries.ts` return. */
import type { PortableTextBlock } from '@portabletext/react'

export interface SanityImage {
  asset?: { _ref: string; _type?: string }
  alt?: string
  hotspot?: { x: number; y: number; height: number; width: number }
  crop?: { top: number; bottom: number; left: number; right: number }
}

export interface PostCardData {
  _id: string
  title: string
  slug: string
  publishedAt: string
  mainImage: SanityImage | null
  author: { name?: string; username?: string } | null
  category: string | null
}

export interface BlogPageData {
  total: number
  posts: PostCardData[]
}

export interface NamedRef {
  _id: string
  title: string
}

export interface CategoryCount extends NamedRef {
  postCount: number
}

export interface SidebarData {
  categories: CategoryCount[]
  recentPosts: PostCardData[]
  tags: NamedRef[]
}

export interface PostDetail {
  _id: string
  title: string
  slug: string
  publishedAt: string
  excerpt: string | null
  seoDescription: string | null
  mainImage: SanityImage | null
  body: PortableTextBlock[] | null
  author: { name?: string; username?: string } | null
  categories: NamedRef[] | null
  tags: NamedRef[] | null
}

export interface PostPageData {
  post: PostDetail | null
  sidebar: SidebarData
}
