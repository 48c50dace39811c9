import { buildSiteDocuments } from '@escrova/schemas/default-copy/documents'
import { APPLICATIONS } from './content/applications.ts'
import { AUTHORS } from './content/authors.ts'
import { toPortableText } from './content/blocks.ts'
import { CATEGORIES } from './content/categories.ts'
import { COMMENTS, type CommentDraft } from './content/comments.ts'
import { POSTS_2025_AUTUMN } from './content/posts-2025-autumn.ts'
import { POSTS_2025_WINTER } from './content/posts-2025-winter.ts'
import { POSTS_2026_AUTUMN } from './content/posts-2026-autumn.ts'
import { POSTS_2026_SPRING } from './content/posts-2026-spring.ts'
import { POSTS_2026_SUMMER } from './content/posts-2026-summer.ts'
import { TAGS } from './content/tags.ts'
import type { PostDraft } from './content/types.ts'
import { seedImage } from './images.ts'
import { withTranslations } from './translations.ts'

/** Turns the written content into Sanity documents, failing loudly on any dangling name. */

export type SeedDocument = { _id: string; _type: string } & Record<string, unknown>

export const POSTS: PostDraft[] = [
  ...POSTS_2025_AUTUMN,
  ...POSTS_2025_WINTER,
  ...POSTS_2026_SPRING,
  ...POSTS_2026_SUMMER,
  ...POSTS_2026_AUTUMN,
]

const reference = (id: string, extra: Record<string, unknown> = {}) => ({
  _type: 'reference',
  _ref: id,
  ...extra,
})

function lookup<T>(items: T[], match: (item: T) => boolean, what: string): T {
  const found = items.find(match)
  if (!found) throw new Error(`Seed content names an unknown ${what}`)
  return found
}

export const postId = (slug: string) => `post-${slug}`

function authorDocuments(): SeedDocument[] {
  return AUTHORS.map((author) => ({
    _id: author.id,
    _type: 'author',
    name: author.name,
    username: author.username,
    bio: author.bio,
    image: seedImage(author.avatar.name, `Portrait placeholder for ${author.name}`),
  }))
}

function taxonomyDocuments(): SeedDocument[] {
  const categories = CATEGORIES.map((category) => ({
    _id: category.id,
    _type: 'category',
    title: category.title,
    slug: { _type: 'slug', current: category.slug },
    description: category.description,
  }))
  const tags = TAGS.map((tag) => ({
    _id: tag.id,
    _type: 'tag',
    title: tag.title,
    slug: { _type: 'slug', current: tag.slug },
  }))
  return [...categories, ...tags]
}

function postDocument(post: PostDraft): SeedDocument {
  const author = lookup(AUTHORS, (item) => item.username === post.author, `author "${post.author}"`)
  return {
    _id: postId(post.slug),
    _type: 'post',
    title: post.title,
    slug: { _type: 'slug', current: post.slug },
    author: reference(author.id),
    mainImage: seedImage(post.cover, post.coverAlt),
    categories: post.categories.map((slug) => {
      const category = lookup(CATEGORIES, (item) => item.slug === slug, `category "${slug}"`)
      return reference(category.id, { _key: slug })
    }),
    tags: post.tags.map((slug) => {
      const tag = lookup(TAGS, (item) => item.slug === slug, `tag "${slug}"`)
      return reference(tag.id, { _key: slug })
    }),
    publishedAt: post.publishedAt,
    excerpt: post.excerpt,
    seoDescription: post.seoDescription,
    body: toPortableText(post.body),
  }
}

function commentCreatedAt(comment: CommentDraft): string {
  const post = lookup(POSTS, (item) => item.slug === comment.post, `post "${comment.post}"`)
  return new Date(Date.parse(post.publishedAt) + comment.hoursAfter * 3_600_000).toISOString()
}

function commentDocument(comment: CommentDraft): SeedDocument {
  const id = `comment-${comment.n}`
  const links = (comment.text.match(/https?:\/\/\S+/g) ?? []).length
  return {
    _id: comment.status === 'approved' ? id : `drafts.${id}`,
    _type: 'comment',
    post: reference(postId(comment.post), { _weak: true }),
    ...(comment.replyTo ? { parent: reference(`comment-${comment.replyTo}`, { _weak: true }) } : {}),
    name: comment.name,
    text: comment.text,
    createdAt: commentCreatedAt(comment),
    moderationStatus: comment.status,
    spamSignals: {
      honeypot: false,
      linkCount: links,
      clientHash: `seed-client-${(comment.n * 7919).toString(16)}`,
    },
    ...(comment.moderatorNote ? { moderatorNote: comment.moderatorNote } : {}),
  }
}

function applicationDocument(application: (typeof APPLICATIONS)[number]): SeedDocument {
  const { id, submittedAt, reviewStatus, staffNotes, ...fields } = application
  return {
    _id: `waitList.${id}`,
    _type: 'waitListApplication',
    ...fields,
    submittedAt,
    reviewStatus,
    ...(staffNotes ? { staffNotes } : {}),
    delivery: {
      status: 'delivered',
      attempts: 1,
      deliveredAt: new Date(Date.parse(submittedAt) + 2_000).toISOString(),
    },
    idempotencyKey: `seed-${id}`,
  }
}

/** Every seed document, in an order where references point backwards; the translations come last. */
export function buildDocuments(): SeedDocument[] {
  return withTranslations([
    ...authorDocuments(),
    ...taxonomyDocuments(),
    ...POSTS.map(postDocument),
    ...COMMENTS.map(commentDocument),
    ...APPLICATIONS.map(applicationDocument),
    // The site's copy (docs/product-rules.md#site-copy), after the blog so the blog's documents keep their places.
    ...buildSiteDocuments(),
  ])
}

export { AUTHORS }
