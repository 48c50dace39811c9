/**
 * Images: upload through the real client (asset ids `image-<sha1>-<w>x<h>-<ext>`, same bytes → same asset) and
 * serving at the CDN path with transforms, addressed by @sanity/image-url configured with the lake as baseUrl.
 */
import { createImageUrlBuilder } from '@sanity/image-url'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestLake, type TestLake } from '../../tests/support/lake.ts'

let lake: TestLake
let photo: Buffer

beforeAll(async () => {
  lake = await startTestLake()
  photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#1b6b4a' } })
    .jpeg()
    .toBuffer()
})
afterAll(() => lake.stop())

async function sizeOf(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers })
  expect(response.status).toBe(200)
  const bytes = Buffer.from(await response.arrayBuffer())
  const meta = await sharp(bytes).metadata()
  return { width: meta.width, height: meta.height, format: meta.format, response }
}

describe('images', () => {
  it('uploads with the hosted id scheme and dedupes identical bytes', async () => {
    const client = lake.client()
    const asset = await client.assets.upload('image', photo, { filename: 'shield.jpg' })
    expect(asset._id).toMatch(/^image-[a-f0-9]{40}-800x600-jpg$/)
    expect(asset).toMatchObject({
      _type: 'sanity.imageAsset',
      mimeType: 'image/jpeg',
      extension: 'jpg',
      originalFilename: 'shield.jpg',
      size: photo.length,
      metadata: { dimensions: { width: 800, height: 600, aspectRatio: 800 / 600 } },
    })
    expect(asset.url).toBe(`${lake.url}/images/escrova/production/${asset.sha1hash}-800x600.jpg`)
    const again = await client.assets.upload('image', photo, { filename: 'other-name.jpg' })
    expect(again._id).toBe(asset._id)
    expect(await client.fetch('count(*[_type == "sanity.imageAsset"])')).toBe(1)
  })

  it('refuses uploads without a write token and non-images', async () => {
    const error = await lake
      .client(null)
      .assets.upload('image', photo)
      .catch((e) => e)
    expect(error.statusCode).toBe(403)
    const bad = await lake
      .client()
      .assets.upload('image', Buffer.from('not an image'))
      .catch((e) => e)
    expect(bad.statusCode).toBe(400)
  })

  it('serves transforms requested through @sanity/image-url', async () => {
    const asset = await lake.client().assets.upload('image', photo)
    const builder = createImageUrlBuilder({ projectId: 'escrova', dataset: 'production', baseUrl: lake.url })
    const image = { asset: { _ref: asset._id } }
    const original = await sizeOf(builder.image(image).url())
    expect([original.width, original.height]).toEqual([800, 600])
    expect(original.response.headers.get('cache-control')).toContain('max-age=31536000')
    // The CDN is public like cdn.sanity.io: a page on any origin may load the image.
    const foreign = await fetch(builder.image(image).url(), {
      headers: { origin: 'https://escrova.example' },
    })
    expect(foreign.status).toBe(200)
    expect(foreign.headers.get('access-control-allow-origin')).toBe('*')

    const narrow = await sizeOf(builder.image(image).width(400).url())
    expect([narrow.width, narrow.height]).toEqual([400, 300])
    const cropped = await sizeOf(builder.image(image).width(200).height(200).fit('crop').url())
    expect([cropped.width, cropped.height]).toEqual([200, 200])
    const webp = await sizeOf(builder.image(image).width(100).format('webp').url())
    expect(webp.format).toBe('webp')
    const auto = await sizeOf(builder.image(image).width(100).auto('format').url(), {
      accept: 'image/webp,*/*',
    })
    expect(auto.format).toBe('webp')
    const autoJpeg = await sizeOf(builder.image(image).width(100).auto('format').url(), {
      accept: 'image/jpeg',
    })
    expect(autoJpeg.format).toBe('jpeg')
    const rect = await sizeOf(builder.image(image).rect(0, 0, 100, 50).url())
    expect([rect.width, rect.height]).toEqual([100, 50])
    const max = await sizeOf(builder.image(image).width(2000).fit('max').url())
    expect(max.width).toBe(800)
  })

  it('404s unknown images and rejects bad transform params', async () => {
    const missing = await fetch(`${lake.url}/images/escrova/production/${'a'.repeat(40)}-10x10.jpg`)
    expect(missing.status).toBe(404)
    const asset = await lake.client().assets.upload('image', photo)
    const bad = await fetch(`${asset.url}?w=-5`)
    expect(bad.status).toBe(400)
  })
})
