/**
 * Images: upload through the real client (asset ids `image-<sha1>-<w>x<h>-<ext>`, same bytes → same asset) and
 * serving at the CDN path with transforms, addressed by @sanity/image-url configured with the lake as baseUrl.
 */
import { get } from 'node:http'
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

/** The status of a GET made from `localAddress` (another loopback address is another caller to the lake). */
function statusFrom(url: string, localAddress: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { localAddress }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
    }).on('error', reject)
  })
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

  it("keeps transforms within Sanity's bounds: rect cut at the edges, dpr up to 3, sides up to 8192 px", async () => {
    const asset = await lake.client().assets.upload('image', photo)
    // A region reaching past the image is cut to it: the whole 800x600 image.
    const huge = await sizeOf(`${asset.url}?rect=0,0,99999,99999`)
    expect([huge.width, huge.height]).toEqual([800, 600])
    const corner = await sizeOf(`${asset.url}?rect=700,500,99999,99999`)
    expect([corner.width, corner.height]).toEqual([100, 100])
    // dpr above 3 counts as 3.
    const dense = await sizeOf(`${asset.url}?w=100&dpr=9`)
    expect([dense.width, dense.height]).toEqual([300, 225])
    // 4000 px at dpr 3 would be 12,000 px wide: no side is drawn longer than 8192.
    const capped = await sizeOf(`${asset.url}?w=4000&dpr=9`)
    expect([capped.width, capped.height]).toEqual([8192, 6144])
    const tall = await sizeOf(`${asset.url}?w=4000&h=4000&fit=crop&dpr=3`)
    expect([tall.width, tall.height]).toEqual([8192, 8192])
  }, 60_000)

  it('answers a bad rect, dpr or fit with a 400 naming the parameter', async () => {
    const asset = await lake.client().assets.upload('image', photo)
    for (const [query, parameter] of [
      ['rect=800,0,10,10', 'rect'],
      ['rect=0,600,10,10', 'rect'],
      ['rect=0,0,0,10', 'rect'],
      ['rect=-1,0,10,10', 'rect'],
      ['rect=0,0,10', 'rect'],
      ['rect=a,b,c,d', 'rect'],
      ['w=100&dpr=abc', 'dpr'],
      ['w=100&dpr=-2', 'dpr'],
      ['w=100&fit=stretch', 'fit'],
      ['w=100&bg=notacolour', 'bg'],
    ]) {
      const response = await fetch(`${asset.url}?${query}`)
      expect(response.status, query).toBe(400)
      const body = await response.json()
      expect(body, query).toMatchObject({ statusCode: 400, parameter })
      expect(body.message, query).toContain(`"${parameter}"`)
    }
  })

  it('draws a variant once: the same transform again, or with an equivalent dpr, is the same bytes', async () => {
    const asset = await lake.client().assets.upload('image', photo)
    const url = `${asset.url}?w=321&fm=png`
    const [a, b, c] = await Promise.all([fetch(url), fetch(url), fetch(`${url}&dpr=0.5`)])
    const tags = [a, b, c].map((response) => response.headers.get('etag'))
    expect(new Set(tags).size).toBe(1)
    const again = await fetch(url, { headers: { 'if-none-match': tags[0] as string } })
    expect(again.status).toBe(304)
  })

  it('shares the transform work: callers take turns, and one caller past 32 waiting gets 429s', async () => {
    const asset = await lake.client().assets.upload('image', photo)
    const order: string[] = []
    // One caller asks for 40 new variants at once: 2 are drawn at a time, 32 may wait, the rest are refused.
    const loop = Array.from({ length: 40 }, (_, i) =>
      fetch(`${asset.url}?w=${3000 + i}&fm=png`).then(async (response) => {
        await response.arrayBuffer()
        order.push(`greedy ${response.status}`)
        return response
      }),
    )
    // Another caller (another loopback address) asks for one while the first one's queue is full.
    const neighbour = statusFrom(`${asset.url}?w=120`, '127.0.0.2').then((status) => {
      order.push('neighbour')
      return status
    })
    const answers = await Promise.all(loop)
    expect(await neighbour).toBe(200)
    const statuses = answers.map((response) => response.status)
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true)
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0)
    expect(answers.find((response) => response.status === 429)?.headers.get('retry-after')).toBe('1')
    // The neighbour did not wait for the first caller's queue: before it, at most the two being drawn when it came
    // and the one whose turn was first finished, not the 32 waiting.
    const drawnBefore = order.slice(0, order.indexOf('neighbour')).filter((entry) => entry === 'greedy 200')
    expect(drawnBefore.length).toBeLessThanOrEqual(3)
  }, 120_000)
})
