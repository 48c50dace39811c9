/**
 * Interoperability with Sanity's own dataset tools (the packages behind `sanity dataset export` / `import`):
 * the real exporter reads the lake, the real importer writes to it, and each side reads the other's tarball.
 */
import { createReadStream, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { exportDataset } from '@sanity/export'
import { sanityImport } from '@sanity/import'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestLake, type TestLake } from '../../tests/support/lake.ts'
import { exportFile, importFile } from '../src/io/files.ts'

let source: TestLake
let work: string
const SUMMARY = `{
  "posts": count(*[_type == "post"]),
  "drafts": count(*[_id in path("drafts.**")]),
  "assets": count(*[_type == "sanity.imageAsset"]),
  "titles": *[_type == "post"] | order(_id) [0...5].title,
  "image": *[_type == "post" && defined(mainImage)] | order(_id) [0].mainImage.asset->{sha1hash, "w": metadata.dimensions.width}
}`

beforeAll(async () => {
  source = await startTestLake({ seed: true })
  work = mkdtempSync(join(tmpdir(), 'lake-interop-'))
})
afterAll(async () => {
  await source.stop()
  rmSync(work, { recursive: true, force: true })
})

describe('Sanity dataset tools', () => {
  it('@sanity/export reads the lake and the lake imports its tarball', async () => {
    const file = join(work, 'real-export.tar.gz')
    await exportDataset({
      client: source.client() as never,
      dataset: 'production',
      outputPath: file,
      compress: true,
      assets: true,
      drafts: true,
      raw: false,
      onProgress: () => {},
    } as never)
    const target = await startTestLake()
    try {
      await importFile(target.runtime, 'production', file)
      const expected = await source.client().fetch(SUMMARY, {}, { perspective: 'raw' })
      expect(expected.posts).toBeGreaterThanOrEqual(30)
      expect(await target.client().fetch(SUMMARY, {}, { perspective: 'raw' })).toEqual(expected)
    } finally {
      await target.stop()
    }
  })

  it("@sanity/import writes the lake's own export tarball into a lake", async () => {
    const file = join(work, 'lake-export.tar.gz')
    await exportFile(source.runtime, 'production', file)
    const target = await startTestLake()
    try {
      const result = await sanityImport(createReadStream(file), {
        client: target.client() as never,
        operation: 'create',
        onProgress: () => {},
      })
      expect(result.warnings).toEqual([])
      const expected = await source.client().fetch(SUMMARY, {}, { perspective: 'raw' })
      expect(await target.client().fetch(SUMMARY, {}, { perspective: 'raw' })).toEqual(expected)
    } finally {
      await target.stop()
    }
  })
})
