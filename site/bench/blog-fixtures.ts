/** A lake filled with many posts shaped like the seed's (authors, categories, tags, a main image, a short body). */
import type { SanityClient } from '@sanity/client'

const CATEGORY_TITLES = [
  'Escrow Basics',
  'Selling Online',
  'Freelancing',
  'Payments & Billing',
  'Safety & Disputes',
]
const AUTHORS = [
  { id: 'author-bench-1', name: 'Adaeze Okonkwo', username: 'adaeze' },
  { id: 'author-bench-2', name: 'Tunde Bakare', username: 'tunde_b' },
  { id: 'author-bench-3', name: 'Fatima Bello', username: 'fatima_kano' },
]

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

export async function fillLakeWithPosts(client: SanityClient, count: number): Promise<void> {
  const base = client.transaction()
  for (const author of AUTHORS)
    base.createOrReplace({ _id: author.id, _type: 'author', name: author.name, username: author.username })
  CATEGORY_TITLES.forEach((title, i) => {
    base.createOrReplace({
      _id: `category-bench-${i}`,
      _type: 'category',
      title,
      slug: { _type: 'slug', current: `c${i}` },
    })
  })
  await base.commit()
  const start = Date.UTC(2024, 0, 1)
  for (let offset = 0; offset < count; offset += 100) {
    const tx = client.transaction()
    for (let i = offset; i < Math.min(count, offset + 100); i++) {
      tx.createOrReplace({
        _id: `post-bench-${i}`,
        _type: 'post',
        title: `Escrow guide number ${i}: paying safely for goods bought online in Nigeria`,
        slug: { _type: 'slug', current: `escrow-guide-${i}` },
        author: { _type: 'reference', _ref: AUTHORS[i % AUTHORS.length].id },
        categories: [
          { _type: 'reference', _ref: `category-bench-${i % CATEGORY_TITLES.length}`, _key: `c${i}` },
        ],
        mainImage: {
          _type: 'image',
          alt: `Illustration for guide ${i}`,
          asset: { _type: 'reference', _ref: 'image-0000000000000000000000000000000000000000-1600x900-jpg' },
        },
        publishedAt: new Date(start + i * 3_600_000).toISOString(),
        excerpt: 'What happens to your money between paying and receiving, and how disputes are settled.',
        body: body(i),
      })
    }
    await tx.commit()
  }
}
