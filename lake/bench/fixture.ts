/**
 * The lake's benchmarks commit the shared posts fixture (`tests/support/posts-fixture.ts`, the one the site, Studio
 * and edge benchmarks write through the client) straight into a store: `posts` published posts, one in ten with a
 * draft, 50 authors and 20 categories, dates out of id order, in one commit.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fixtureSlug, postsFixture } from '../../tests/support/posts-fixture.ts'
import type { DocumentChange, SanityDocument } from '../src/shared/types.ts'
import type { Dataset } from '../src/store/dataset.ts'
import { LakeStore } from '../src/store/store.ts'

export function buildFixture(posts: number): {
  store: LakeStore
  dataset: Dataset
  slugs: string[]
  dataDir: string
} {
  const dataDir = mkdtempSync(join(tmpdir(), 'lake-bench-'))
  const store = new LakeStore(dataDir)
  const dataset = store.ensureDataset('production')
  const docs = postsFixture(posts, { authors: 50, categories: 20, draftEvery: 10, shuffleDates: true })
  const timestamp = new Date().toISOString()
  const changes: DocumentChange[] = docs.map((doc) => ({
    id: doc._id,
    before: null,
    after: { ...doc, _createdAt: timestamp, _updatedAt: timestamp, _rev: 'bench' } as SanityDocument,
    previousRev: null,
    resultRev: 'bench',
  }))
  dataset.commit({ transactionId: 'bench-fixture', timestamp, identity: 'bench', mutations: [], changes })
  return { store, dataset, slugs: Array.from({ length: posts }, (_, i) => fixtureSlug(i)), dataDir }
}
