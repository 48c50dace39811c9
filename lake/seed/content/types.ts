import type { CoverName } from '../images.ts'
import type { BlockDraft } from './blocks.ts'

/** A post as written in the content files; `generate.ts` turns it into a Sanity document. */
export interface PostDraft {
  slug: string
  title: string
  /** ISO date-time; every post is published before 2026-11-01. */
  publishedAt: string
  author: string
  categories: string[]
  tags: string[]
  cover: CoverName
  coverAlt: string
  excerpt: string
  seoDescription: string
  body: (BlockDraft | BlockDraft[])[]
}
