/**
 * The one fixture of many posts, for benchmarks and at-scale tests: posts shaped like the seed's (an author, a
 * category, a main image, a short body), with ids that never meet the seed's (`post-bench-<n>`, `author-bench-<n>`,
 * `category-bench-<n>`). Written through `@sanity/client` into a running lake (`fillLakeWithPosts`: the site, Studio
 * and edge benchmarks, tests/studio/post-lists-at-scale), or committed straight into a store (`lake/bench/fixture.ts`).
 */
import type { SanityClient } from '@sanity/client'

export interface PostsFixtureOptions {
  /** Authors the posts take turns with (default 3). */
  authors?: number
  /** Categories the posts take turns with (default 5). */
  categories?: number
  /** Every n-th post also has a draft with an edit in progress (default none). */
  draftEvery?: number
  /** Dates spread over the posts out of id order, so ordering by date is real work (default: post n is n hours after the first). */
  shuffleDates?: boolean
  /** Every n-th post also has a Pidgin translation, linked as the Studio's translations plugin links them (default none). */
  translateEvery?: number
}

export interface FixtureDocument {
  _id: string
  _type: string
  [field: string]: unknown
}

const CATEGORY_TITLES = [
  'Escrow Basics',
  'Selling Online',
  'Freelancing',
  'Payments & Billing',
  'Safety & Disputes',
]
const AUTHOR_NAMES = [
  { name: 'Adaeze Okonkwo', username: 'adaeze' },
  { name: 'Tunde Bakare', username: 'tunde_b' },
  { name: 'Fatima Bello', username: 'fatima_kano' },
]
const FIRST_DATE = Date.UTC(2024, 0, 1)
const HOUR = 3_600_000

function body(index: number) {
  return [
    {
      _type: 'block',
      _key: `p${index}a`,
      style: 'normal',
      markDefs: [],
      children: [
        {
          _type: 'span',
          _key: 's1',
          marks: [],
          text: 'Escrow holds the buyer’s money until the goods arrive as described, then pays the seller. ',
        },
      ],
    },
    {
      _type: 'block',
      _key: `p${index}b`,
      style: 'h2',
      markDefs: [],
      children: [{ _type: 'span', _key: 's2', marks: [], text: 'How a dispute is decided' }],
    },
  ]
}

/** The authors and categories the posts refer to. */
export function fixtureReferences(options: PostsFixtureOptions = {}): FixtureDocument[] {
  const { authors = 3, categories = 5 } = options
  const docs: FixtureDocument[] = []
  for (let a = 0; a < authors; a++) {
    const named = AUTHOR_NAMES[a] ?? { name: `Author ${a + 1}`, username: `author_${a + 1}` }
    docs.push({ _id: `author-bench-${a + 1}`, _type: 'author', ...named })
  }
  for (let c = 0; c < categories; c++) {
    docs.push({
      _id: `category-bench-${c}`,
      _type: 'category',
      title: CATEGORY_TITLES[c] ?? `Category ${c}`,
      slug: { _type: 'slug', current: `c${c}` },
    })
  }
  return docs
}

/** Post `index` of `count` (and its draft, when it has one). */
export function fixturePost(
  index: number,
  count: number,
  options: PostsFixtureOptions = {},
): FixtureDocument[] {
  const { authors = 3, categories = 5, draftEvery = 0, shuffleDates = false, translateEvery = 0 } = options
  const slot = shuffleDates ? (index * 7919) % count : index
  const post: FixtureDocument = {
    _id: `post-bench-${index}`,
    _type: 'post',
    title: `Escrow guide number ${index}: paying safely for goods bought online in Nigeria`,
    slug: { _type: 'slug', current: `escrow-guide-${index}` },
    author: { _type: 'reference', _ref: `author-bench-${(index % authors) + 1}` },
    categories: [{ _type: 'reference', _ref: `category-bench-${index % categories}`, _key: `c${index}` }],
    mainImage: {
      _type: 'image',
      alt: `Illustration for guide ${index}`,
      asset: { _type: 'reference', _ref: 'image-0000000000000000000000000000000000000000-1600x900-jpg' },
    },
    publishedAt: new Date(FIRST_DATE + slot * HOUR).toISOString(),
    excerpt: 'What happens to your money between paying and receiving, and how disputes are settled.',
    body: body(index),
  }
  const translated = translateEvery > 0 && index % translateEvery === 0
  if (translated) post.language = 'en'
  const docs = [post]
  if (draftEvery > 0 && index % draftEvery === 0) {
    docs.push({ ...post, _id: `drafts.${post._id}`, excerpt: 'An edit in progress.' })
  }
  if (translated) docs.push(...pidginTranslation(post))
  return docs
}

/** A Pidgin translation of `post` (same slug, under /pcm) and the metadata document linking the two. */
function pidginTranslation(post: FixtureDocument): FixtureDocument[] {
  const translated = {
    ...post,
    _id: `${post._id}-pcm`,
    language: 'pcm',
    title: `${post.title} (for Pidgin)`,
    excerpt: 'Wetin dey happen to your money between when you pay and when you collect.',
  }
  const link = (language: string, id: string) => ({
    _key: language,
    _type: 'internationalizedArrayReferenceValue',
    language,
    value: { _type: 'reference', _ref: id, _weak: true },
  })
  return [
    translated,
    {
      _id: `translation-${post._id}`,
      _type: 'translation.metadata',
      schemaTypes: ['post'],
      translations: [link('en', post._id), link('pcm', translated._id)],
    },
  ]
}

/** The slug of post `index`. */
export const fixtureSlug = (index: number) => `escrow-guide-${index}`

/** Every document of a fixture of `count` posts: references first. */
export function postsFixture(count: number, options: PostsFixtureOptions = {}): FixtureDocument[] {
  const docs = fixtureReferences(options)
  for (let i = 0; i < count; i++) docs.push(...fixturePost(i, count, options))
  return docs
}

/** Writes a fixture of `count` posts into a running lake, 100 documents a transaction. */
export async function fillLakeWithPosts(
  client: SanityClient,
  count: number,
  options: PostsFixtureOptions = {},
): Promise<void> {
  const references = client.transaction()
  for (const doc of fixtureReferences(options)) references.createOrReplace(doc)
  await references.commit()
  for (let offset = 0; offset < count; offset += 100) {
    const tx = client.transaction()
    for (let i = offset; i < Math.min(count, offset + 100); i++) {
      for (const doc of fixturePost(i, count, options)) tx.createOrReplace(doc)
    }
    await tx.commit()
  }
}
