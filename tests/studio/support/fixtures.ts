import type { SanityClient } from '@sanity/client'
import sharp from 'sharp'

/** The small, known content each Studio scenario starts from (the seed is for people; tests state what they use). */
export const FIXTURES = {
  author: {
    _id: 'author-ada',
    _type: 'author',
    name: 'Ada Okafor',
    username: 'ada-okafor',
    bio: 'Writes about trade.',
  },
  category: {
    _id: 'category-escrow-basics',
    _type: 'category',
    title: 'Escrow basics',
    slug: { _type: 'slug', current: 'escrow-basics' },
  },
  publishedPost: {
    _id: 'post-lagos-market',
    _type: 'post',
    title: 'How escrow calms the Lagos market rush',
    slug: { _type: 'slug', current: 'escrow-lagos-market-rush' },
    author: { _type: 'reference', _ref: 'author-ada' },
    categories: [{ _type: 'reference', _ref: 'category-escrow-basics', _key: 'c1' }],
    publishedAt: '2026-10-01T09:00:00.000Z',
  },
} as const

/** A post draft with everything Publish requires (title, slug, author, a category), plus `more`. */
export function readyPostDraft(id: string, title: string, slug: string, more: Record<string, unknown> = {}) {
  return {
    _id: `drafts.${id}`,
    _type: 'post',
    title,
    slug: { _type: 'slug', current: slug },
    author: { _type: 'reference', _ref: FIXTURES.author._id },
    categories: [{ _type: 'reference', _ref: FIXTURES.category._id, _key: 'c1' }],
    ...more,
  }
}

export async function seedFixtures(client: SanityClient): Promise<void> {
  const tx = client.transaction()
  for (const doc of Object.values(FIXTURES)) tx.createOrReplace(doc as never)
  await tx.commit()
}

/** A small PNG made on the fly, for image uploads. */
export async function makePng(color = '#0b7a53'): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .png()
    .toBuffer()
}
