import { existsSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { isSafeHref } from '@escrova/schemas/links'
import { validateApplication, type WaitListApplicationInput } from '@escrova/schemas/wait-list'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { arraysIn, assetFilesIn, readSeed, referencesIn, SEED_DIR, type SeedDoc } from './support/seed.ts'

const docs = readSeed()
const byId = new Map(docs.map((doc) => [doc._id, doc]))
const ofType = (type: string) => docs.filter((doc) => doc._type === type)
const isPrivate = (id: string) => id.includes('.')

type Block = {
  _type: string
  _key: string
  style?: string
  listItem?: string
  alt?: string
  _sanityAsset?: string
  markDefs?: { _type: string; href: string }[]
  children?: { marks: string[]; text: string }[]
}
const posts = ofType('post') as (SeedDoc & {
  title: string
  slug: { current: string }
  publishedAt: string
  categories: unknown[]
  tags: unknown[]
  body: Block[]
  mainImage: { alt?: string; _sanityAsset?: string }
  excerpt: string
  seoDescription: string
})[]
const comments = ofType('comment') as (SeedDoc & {
  post: { _ref: string; _weak?: boolean }
  parent?: { _ref: string }
  createdAt: string
  moderationStatus: string
})[]

describe('seed dataset: counts', () => {
  it('has at least 32 published posts, so /blogs pages at 21 show two pages', () => {
    expect(posts.length).toBeGreaterThanOrEqual(32)
    expect(posts.every((post) => !isPrivate(post._id))).toBe(true)
  })

  it('has 4 authors, 6 categories and 10 tags', () => {
    expect(ofType('author')).toHaveLength(4)
    expect(ofType('category')).toHaveLength(6)
    expect(ofType('tag')).toHaveLength(10)
  })

  it('has about 20 approved comments, about 8 of them replies, 4 pending drafts and 1 rejected draft', () => {
    const approved = comments.filter((c) => c.moderationStatus === 'approved')
    expect(approved.length).toBeGreaterThanOrEqual(20)
    expect(approved.every((c) => /^comment-\d+$/.test(c._id))).toBe(true)
    expect(approved.filter((c) => c.parent).length).toBeGreaterThanOrEqual(8)
    const pending = comments.filter((c) => c.moderationStatus === 'pending')
    expect(pending).toHaveLength(4)
    expect(pending.every((c) => /^drafts\.comment-\d+$/.test(c._id))).toBe(true)
    const rejected = comments.filter((c) => c.moderationStatus === 'rejected')
    expect(rejected).toHaveLength(1)
    expect(rejected[0]._id).toMatch(/^drafts\.comment-\d+$/)
  })

  it('has 3 private, delivered wait-list applications that pass the shared rules', () => {
    const applications = ofType('waitListApplication')
    expect(applications).toHaveLength(3)
    for (const application of applications) {
      expect(application._id).toMatch(/^waitList\.[^.]+$/)
      expect((application.delivery as { status: string }).status).toBe('delivered')
      expect(application.email).toMatch(/@example\.(ng|com)$/)
      expect(application.phone).toMatch(/^\+234[\d ]+$/)
      expect(validateApplication(application as unknown as WaitListApplicationInput)).toEqual({})
    }
  })
})

describe('seed dataset: invariants', () => {
  it('gives every document a unique id; public ids have no dot, private ones are drafts or waitList paths', () => {
    expect(byId.size).toBe(docs.length)
    for (const doc of docs) {
      if (isPrivate(doc._id)) expect(doc._id).toMatch(/^(drafts\.comment-\d+|waitList\.[\w-]+)$/)
    }
  })

  it('resolves every reference to a published document in the file', () => {
    const dangling = docs.flatMap((doc) =>
      referencesIn(doc).filter((ref) => !byId.has(ref) || isPrivate(ref)),
    )
    expect(dangling).toEqual([])
  })

  it('puts a unique _key on every array item', () => {
    for (const doc of docs) {
      for (const { path, items } of arraysIn(doc)) {
        const objects = items.filter((item) => item && typeof item === 'object')
        if (objects.length === 0) continue
        const keys = objects.map((item) => (item as { _key?: string })._key)
        expect(
          keys.every((key) => typeof key === 'string' && key !== ''),
          `${doc._id} ${path}`,
        ).toBe(true)
        expect(new Set(keys).size, `${doc._id} ${path}`).toBe(keys.length)
      }
    }
  })

  it('gives every post what the site needs: title, slug, author, image with alt, 1-3 categories, 1-4 tags', () => {
    const slugs = new Set<string>()
    for (const post of posts) {
      expect(post.title, post._id).toBeTruthy()
      // A translation keeps its English original's slug; its id names the language.
      const language = (post as { language?: string }).language
      expect(post._id).toBe(
        language === 'en' ? `post-${post.slug.current}` : `post-${post.slug.current}-${language}`,
      )
      slugs.add(`${language} ${post.slug.current}`)
      expect(post.author, post._id).toBeTruthy()
      expect(post.mainImage.alt, post._id).toBeTruthy()
      expect(post.categories.length, post._id).toBeGreaterThanOrEqual(1)
      expect(post.categories.length, post._id).toBeLessThanOrEqual(3)
      expect(post.tags.length, post._id).toBeGreaterThanOrEqual(1)
      expect(post.tags.length, post._id).toBeLessThanOrEqual(4)
      expect(post.excerpt, post._id).toBeTruthy()
      expect(post.seoDescription.length, post._id).toBeLessThanOrEqual(160)
      expect(post.body.filter((block) => block._type === 'block').length, post._id).toBeGreaterThanOrEqual(3)
    }
    expect(slugs.size).toBe(posts.length)
  })

  it('spreads publishedAt over about 14 months, all before 2026-11-01', () => {
    const dates = posts.map((post) => post.publishedAt)
    expect(dates.every((date) => date < '2026-11-01T00:00:00.000Z')).toBe(true)
    expect(new Set(dates.map((date) => date.slice(0, 7))).size).toBeGreaterThanOrEqual(12)
  })

  it('has a title longer than 60 characters among the 6 newest posts (home card truncation)', () => {
    const newest = [...posts].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)).slice(0, 6)
    expect(newest.some((post) => post.title.length > 60)).toBe(true)
  })

  it('uses every block type the product asks for on how-escrow-protects-online-buyers-in-nigeria', () => {
    const post = byId.get('post-how-escrow-protects-online-buyers-in-nigeria') as (typeof posts)[number]
    expect(post).toBeDefined()
    const styles = new Set(post.body.filter((b) => b._type === 'block' && !b.listItem).map((b) => b.style))
    for (const style of ['normal', 'h1', 'h2', 'h3', 'blockquote']) expect(styles).toContain(style)
    const lists = new Set(post.body.map((b) => b.listItem).filter(Boolean))
    expect(lists).toEqual(new Set(['bullet', 'number']))
    const images = post.body.filter((b) => b._type === 'image')
    expect(images.length).toBeGreaterThanOrEqual(1)
    expect(images.every((image) => image.alt && image._sanityAsset)).toBe(true)
    const marks = new Set(post.body.flatMap((b) => b.children ?? []).flatMap((span) => span.marks))
    expect(marks).toContain('strong')
    expect(marks).toContain('em')
    expect(post.body.some((b) => b.markDefs?.some((def) => def._type === 'link'))).toBe(true)
  })

  it('links only to safe targets', () => {
    const hrefs = posts.flatMap((post) =>
      post.body.flatMap((block) => block.markDefs ?? []).map((def) => def.href),
    )
    expect(hrefs.length).toBeGreaterThan(0)
    expect(hrefs.filter((href) => !isSafeHref(href))).toEqual([])
  })

  it('dates every comment after its post, and every reply after its parent on the same post', () => {
    for (const comment of comments) {
      const post = byId.get(comment.post._ref) as (typeof posts)[number]
      expect(comment.post._weak).toBe(true)
      expect(comment.createdAt > post.publishedAt, comment._id).toBe(true)
      if (comment.parent) {
        const parent = byId.get(comment.parent._ref) as (typeof comments)[number]
        expect(parent.moderationStatus).toBe('approved')
        expect(parent.post._ref).toBe(comment.post._ref)
        expect(comment.createdAt > parent.createdAt, comment._id).toBe(true)
      }
    }
    const postsWithComments = new Set(
      comments.filter((c) => c.moderationStatus === 'approved').map((c) => c.post._ref),
    )
    expect(postsWithComments.size).toBeGreaterThanOrEqual(5)
    expect(postsWithComments).toContain('post-how-escrow-protects-online-buyers-in-nigeria')
  })

  it('stores no email outside private applications', () => {
    for (const doc of docs.filter((d) => d._type !== 'waitListApplication')) {
      expect(JSON.stringify(doc), doc._id).not.toMatch(/"email"|@example\./)
    }
  })
})

describe('seed images', () => {
  // The blog's generated JPEGs; the site's copy carries the site's own SVG logos and photos (tests/schemas).
  const files = [...new Set([...posts, ...ofType('author')].flatMap(assetFilesIn))]

  it('are all in Sanity import form, present and under 60 KB', () => {
    expect(files.length).toBeGreaterThanOrEqual(12)
    for (const asset of files) {
      const match = /^image@file:\/\/\.\/images\/([\w-]+\.jpg)$/.exec(asset)
      expect(match, asset).not.toBeNull()
      const path = join(SEED_DIR, 'images', match?.[1] ?? '')
      expect(existsSync(path), path).toBe(true)
      expect(statSync(path).size, path).toBeLessThan(60 * 1024)
    }
  })

  it('are JPEG covers of 1200x675 and avatars of 256x256', async () => {
    const covers = new Set(posts.flatMap((post) => assetFilesIn(post)))
    const avatars = new Set(ofType('author').flatMap((author) => assetFilesIn(author)))
    for (const asset of files) {
      const path = join(SEED_DIR, 'images', asset.replace('image@file://./images/', ''))
      const meta = await sharp(path).metadata()
      expect(meta.format).toBe('jpeg')
      if (covers.has(asset)) expect([meta.width, meta.height]).toEqual([1200, 675])
      if (avatars.has(asset)) expect([meta.width, meta.height]).toEqual([256, 256])
    }
    expect(covers.size).toBeGreaterThanOrEqual(8)
    expect(avatars.size).toBe(4)
  })
})
