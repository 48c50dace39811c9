/**
 * Sanity's NDJSON dataset format both ways: `_sanityAsset` image fields resolved relative to the file (as
 * `sanity dataset import` does), export to the `sanity dataset export` tarball layout, and a round trip through a
 * second lake that ends with the same documents and assets. Also the CLI against a running lake.
 */
import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import sharp from 'sharp'
import * as tar from 'tar'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestLake, type TestLake } from '../../tests/support/lake.ts'
import { exportFile, importFile } from '../src/io/files.ts'

const ROOT = resolve(import.meta.dirname, '../..')
let work: string
let source: TestLake
let target: TestLake

const DOCS = [
  {
    _id: 'author-1',
    _type: 'author',
    name: 'Ngozi Eze',
    image: { _type: 'image', _sanityAsset: 'image@file://./images/face.png' },
  },
  {
    _id: 'post-1',
    _type: 'post',
    title: 'Paying for a used car safely',
    author: { _type: 'reference', _ref: 'author-1' },
    mainImage: { _type: 'image', alt: 'A car', _sanityAsset: 'image@file://./images/car.jpg' },
    body: [
      {
        _key: 'b1',
        _type: 'block',
        style: 'normal',
        children: [{ _key: 's1', _type: 'span', text: 'Hold funds.' }],
      },
      { _key: 'i1', _type: 'image', alt: 'Inline', _sanityAsset: 'image@file://./images/car.jpg' },
    ],
  },
  { _id: 'drafts.post-2', _type: 'post', title: 'Draft' },
]

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'lake-io-'))
  mkdirSync(join(work, 'images'))
  await sharp({ create: { width: 64, height: 48, channels: 3, background: '#aa3300' } })
    .jpeg()
    .toFile(join(work, 'images/car.jpg'))
  await sharp({ create: { width: 32, height: 32, channels: 4, background: '#00000000' } })
    .png()
    .toFile(join(work, 'images/face.png'))
  writeFileSync(join(work, 'dataset.ndjson'), `${DOCS.map((doc) => JSON.stringify(doc)).join('\n')}\n`)
  source = await startTestLake()
  target = await startTestLake()
})

afterAll(async () => {
  await source.stop()
  await target.stop()
  rmSync(work, { recursive: true, force: true })
})

describe('import', () => {
  it('imports NDJSON, uploading _sanityAsset images and replacing them with references', async () => {
    const result = await importFile(source.runtime, 'production', join(work, 'dataset.ndjson'))
    expect(result).toMatchObject({ documents: 3, assets: 2 })
    const post = await source
      .client()
      .fetch(
        '*[_id == "post-1"][0]{mainImage{alt, "dims": asset->metadata.dimensions}, "inline": body[1].asset._ref}',
      )
    expect(post.mainImage.alt).toBe('A car')
    expect(post.mainImage.dims).toMatchObject({ width: 64, height: 48 })
    expect(post.inline).toMatch(/^image-[a-f0-9]{40}-64x48-jpg$/)
    const raw = (await source.client().getDocument('post-1')) as Record<string, { _sanityAsset?: string }>
    expect(raw.mainImage._sanityAsset).toBeUndefined()
    expect(await source.client().fetch('count(*[_type == "sanity.imageAsset"])')).toBe(2)
  })

  it('fails whole on an existing id (default mode) and on a missing asset file', async () => {
    const before = await source.client().fetch('count(*)', {}, { perspective: 'raw' })
    await expect(importFile(source.runtime, 'production', join(work, 'dataset.ndjson'))).rejects.toThrow(
      /already exists/,
    )
    writeFileSync(
      join(work, 'broken.ndjson'),
      `${JSON.stringify({ _id: 'x', _type: 'post', img: { _sanityAsset: 'image@file://./images/missing.jpg' } })}\n`,
    )
    await expect(importFile(source.runtime, 'production', join(work, 'broken.ndjson'))).rejects.toThrow(
      /not found/,
    )
    expect(await source.client().fetch('count(*)', {}, { perspective: 'raw' })).toBe(before)
    const replaced = await importFile(source.runtime, 'production', join(work, 'dataset.ndjson'), 'replace')
    expect(replaced.documents).toBe(3)
  })
})

describe('export', () => {
  it('writes the export tarball layout and round-trips into another lake', async () => {
    const file = join(work, 'export.tar.gz')
    await exportFile(source.runtime, 'production', file)
    const entries: string[] = []
    await tar.list({ file, onReadEntry: (entry) => void entries.push(entry.path) })
    const prefix = entries[0].split('/')[0]
    expect(prefix).toMatch(/^escrova-export-/)
    expect(entries).toContain(`${prefix}/data.ndjson`)
    expect(entries).toContain(`${prefix}/assets.json`)
    expect(entries.filter((e) => /\/images\/[a-f0-9]{40}-\d+x\d+\.(jpg|png)$/.test(e))).toHaveLength(2)

    const extracted = mkdtempSync(join(tmpdir(), 'lake-io-x-'))
    await tar.extract({ file, cwd: extracted })
    const lines = readFileSync(join(extracted, prefix, 'data.ndjson'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l))
    expect(lines.some((doc) => doc._type === 'sanity.imageAsset')).toBe(false)
    const post = lines.find((doc) => doc._id === 'post-1')
    expect(post.mainImage._sanityAsset).toMatch(/^image@file:\/\/\.\/images\/[a-f0-9]{40}-64x48\.jpg$/)
    const assetMap = JSON.parse(readFileSync(join(extracted, prefix, 'assets.json'), 'utf8'))
    expect(Object.keys(assetMap).every((key) => /^image-[a-f0-9]{40}$/.test(key))).toBe(true)
    rmSync(extracted, { recursive: true, force: true })

    await importFile(target.runtime, 'production', file)
    const pick = (lake: TestLake) =>
      lake
        .client()
        .fetch(
          '*[!(_type match "sanity.*")] | order(_id) {_id, _type, title, name, "main": mainImage.asset._ref, "face": image.asset->originalFilename, "body": body[]{_key, _type, "ref": asset._ref}}',
          {},
          { perspective: 'raw' },
        )
    expect(await pick(target)).toEqual(await pick(source))
    expect(await target.client().fetch('count(*[_type == "sanity.imageAsset"])')).toBe(2)
  })
})

describe('CLI', () => {
  it('imports and exports through a running lake', async () => {
    const run = promisify(execFile)
    const lake = await startTestLake({ dataDir: mkdtempSync(join(tmpdir(), 'lake-cli-')) })
    const env = {
      ...process.env,
      LAKE_DATA_DIR: lake.dataDir,
      LAKE_URL: lake.url,
      PATH: `${ROOT}/node_modules/.bin:${process.env.PATH}`,
    }
    try {
      const imported = await run('tsx', ['lake/src/cli/import.ts', join(work, 'dataset.ndjson')], {
        cwd: ROOT,
        env,
      })
      expect(imported.stdout).toContain('"documents":3')
      expect(await lake.client().getDocument('post-1')).toBeTruthy()
      const out = join(work, 'cli-export.tar.gz')
      await run('tsx', ['lake/src/cli/export.ts', out], { cwd: ROOT, env })
      expect(readdirSync(work)).toContain('cli-export.tar.gz')
    } finally {
      await lake.close()
      rmSync(lake.dataDir, { recursive: true, force: true })
    }
  })
})
