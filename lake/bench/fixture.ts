import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Dataset } from '../src/store/dataset.ts'
import { LakeStore } from '../src/store/store.ts'
import type { DocumentChange, SanityDocument } from '../src/types.ts'

/** A store holding `posts` published posts (plus some drafts), 50 authors and 20 categories, in one commit. */
export function buildFixture(posts: number): {
  store: LakeStore
  dataset: Dataset
  slugs: string[]
  dataDir: string
} {
  const dataDir = mkdtempSync(join(tmpdir(), 'lake-bench-'))
  const store = new LakeStore(dataDir)
  const dataset = store.ensureDataset('production')
  const docs: SanityDocument[] = []
  for (let a = 0; a < 50; a++) {
    docs.push({ _id: `author-${a}`, _type: 'author', name: `Author ${a}`, username: `author${a}` })
  }
  for (let c = 0; c < 20; c++) {
    docs.push({
      _id: `category-${c}`,
      _type: 'category',
      title: `Category ${c}`,
      slug: { current: `category-${c}` },
    })
  }
  const slugs: string[] = []
  const start = Date.UTC(2020, 0, 1)
  for (let p = 0; p < posts; p++) {
    const slug = `post-number-${p}`
    slugs.push(slug)
    const post: SanityDocument = {
      _id: `post-${p}`,
      _type: 'post',
      title: `Escrow story number ${p}`,
      slug: { _type: 'slug', current: slug },
      author: { _type: 'reference', _ref: `author-${p % 50}` },
      categories: [
        { _key: 'a', _type: 'reference', _ref: `category-${p % 20}` },
        { _key: 'b', _type: 'reference', _ref: `category-${(p * 7) % 20}` },
      ],
      publishedAt: new Date(start + ((p * 7919) % posts) * 3_600_000).toISOString(),
      excerpt: `How escrow kept buyer ${p} and their seller safe.`,
      body: [
        {
          _key: 'b',
          _type: 'block',
          children: [{ _key: 's', _type: 'span', text: 'Body text '.repeat(40) }],
        },
      ],
    }
    docs.push(post)
    if (p % 10 === 0) docs.push({ ...post, _id: `drafts.post-${p}`, title: `${post.title} (draft)` })
  }
  const timestamp = new Date().toISOString()
  const changes: DocumentChange[] = docs.map((doc) => ({
    id: doc._id,
    before: null,
    after: { ...doc, _createdAt: timestamp, _updatedAt: timestamp, _rev: 'bench' },
    previousRev: null,
    resultRev: 'bench',
  }))
  dataset.commit({ transactionId: 'bench-fixture', timestamp, identity: 'bench', mutations: [], changes })
  return { store, dataset, slugs, dataDir }
}
