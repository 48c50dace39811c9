import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startLake } from '@escrova/lake/server'
import type { SanityClient } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readSeed, type SeedDoc } from '../../lake/test/support/seed.ts'
import { lakeClient, validate } from '../../schemas/test/support/validate.ts'

// The seed must be content an editor could have written in the Studio: every document passes the schema's own
// validation, with slug and username uniqueness asked of a real lake holding the whole dataset.
const docs = readSeed()

/** Images as the importer leaves them: an asset reference instead of the `_sanityAsset` file pointer. */
function withUploadedImages(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withUploadedImages)
  if (value && typeof value === 'object') {
    const { _sanityAsset, ...rest } = value as Record<string, unknown>
    const mapped = Object.fromEntries(
      Object.entries(rest).map(([key, child]) => [key, withUploadedImages(child)]),
    )
    if (typeof _sanityAsset !== 'string') return mapped
    return {
      ...mapped,
      asset: { _type: 'reference', _ref: 'image-0a1b2c3d4e5f60718293a4b5c6d7e8f901234567-1200x675-jpg' },
    }
  }
  return value
}

/** Stored copies leave images out: the lake has no asset documents until the importer uploads them. */
function withoutImages(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => !isImage(item)).map(withoutImages)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, child]) => !isImage(child))
        .map(([key, child]) => [key, withoutImages(child)]),
    )
  }
  return value
}
const isImage = (value: unknown) => !!value && typeof value === 'object' && '_sanityAsset' in value

let lake: Awaited<ReturnType<typeof startLake>>
let dataDir: string
let client: SanityClient

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'escrova-seed-schema-'))
  lake = await startLake({ port: 0, dataDir, seed: false, tlsPort: false })
  client = lakeClient(lake.url, lake.tokens.write)
  const transaction = client.transaction()
  for (const doc of docs) transaction.createOrReplace(withoutImages(doc) as SeedDoc)
  await transaction.commit()
})

afterAll(async () => {
  await lake?.close()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

describe('seed documents pass the Studio schema', () => {
  it.each(docs.map((doc) => [doc._id, doc] as const))('%s', async (_id, doc) => {
    const markers = await validate(withUploadedImages(doc) as SeedDoc, client)
    expect(
      markers.filter((marker) => marker.level === 'error').map((m) => `${m.path.join('.')}: ${m.message}`),
    ).toEqual([])
  })
})
