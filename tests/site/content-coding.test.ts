/**
 * What crosses a visitor's network: pages and build files in Brotli for a browser that takes it (the smaller coding),
 * gzip for one that takes only gzip (the edge cache), the plain body otherwise, Accept-Encoding's q-values obeyed.
 * Bytes are read raw (node:http), so a coding is checked by decoding it, not trusted from its header.
 */
import { request } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { openSiteSession, type SiteSession } from './helpers.ts'

const CHROMIUM = 'gzip, deflate, br, zstd'

let s: SiteSession
beforeAll(async () => {
  s = await openSiteSession()
})
afterAll(async () => {
  await s?.close()
})

interface Raw {
  status: number
  coding: string | undefined
  vary: string | undefined
  bytes: Buffer
}

function getRaw(path: string, acceptEncoding?: string): Promise<Raw> {
  return new Promise((done, fail) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }
    request(s.site.url + path, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        done({
          status: response.statusCode ?? 0,
          coding: response.headers['content-encoding'],
          vary: response.headers.vary,
          bytes: Buffer.concat(chunks),
        }),
      )
      response.on('error', fail)
    })
      .on('error', fail)
      .end()
  })
}

function decoded(raw: Raw): Buffer {
  if (raw.coding === 'br') return brotliDecompressSync(raw.bytes)
  if (raw.coding === 'gzip') return gunzipSync(raw.bytes)
  return raw.bytes
}

/** Home's largest script, the framework chunk: where Brotli saves a first visit the most. */
async function largestScript(): Promise<string> {
  const html = (await getRaw('/')).bytes.toString('utf8')
  const scripts = [...html.matchAll(/"(\/assets\/[\w.-]+\.js)"/g)].map((match) => match[1])
  const sizes = await Promise.all(
    scripts.map(async (path) => [path, (await getRaw(path)).bytes.length] as const),
  )
  return sizes.sort((a, b) => b[1] - a[1])[0][0]
}

describe('content codings', () => {
  test('a browser gets Brotli for pages, scripts and the service worker: the same bytes, fewer of them', async () => {
    const script = await largestScript()
    for (const path of ['/', '/blogs', '/about-us', script, '/sw.js']) {
      const plain = await getRaw(path)
      const brotli = await getRaw(path, CHROMIUM)
      const gzip = await getRaw(path, 'gzip')
      expect([plain.status, brotli.status, gzip.status], path).toEqual([200, 200, 200])
      expect(plain.coding, path).toBeUndefined()
      expect(brotli.coding, path).toBe('br')
      expect(gzip.coding, path).toBe('gzip')
      expect(brotli.vary, path).toContain('Accept-Encoding')
      expect(decoded(brotli).equals(plain.bytes), path).toBe(true)
      expect(decoded(gzip).equals(plain.bytes), path).toBe(true)
      expect(brotli.bytes.length, path).toBeLessThan(gzip.bytes.length)
    }
    // The build's own quality-11 Brotli (about 14% under the framework's gzip; a quality-6 one made on the fly: 6%).
    const [brotli, gzip] = await Promise.all([getRaw(script, CHROMIUM), getRaw(script, 'gzip')])
    expect(brotli.bytes.length / gzip.bytes.length).toBeLessThan(0.9)
  })

  test.each([
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR', 'br'],
    ['*', 'br'],
    ['gzip;q=0.2, *;q=0.5', 'br'],
    ['*;q=0', undefined],
    ['identity', undefined],
    ['deflate', undefined],
    ['', undefined],
  ])('Accept-Encoding %j gets %s', async (acceptEncoding, coding) => {
    const raw = await getRaw('/', acceptEncoding)
    expect(raw.status).toBe(200)
    expect(raw.coding).toBe(coding)
    expect(decoded(raw).toString('utf8')).toContain('Millions of clients trust us.')
  })

  test("the build's Brotli files are not pages of their own", async () => {
    const script = await largestScript()
    expect((await getRaw(`${script}.br`, CHROMIUM)).status).toBe(404)
  })

  test('Chromium loads the site in Brotli and shows it', async () => {
    const page = await s.page()
    const seen: Promise<{ path: string; coding?: string; size: number }>[] = []
    page.on('response', (response) => {
      const url = new URL(response.url())
      if (url.origin !== s.site.url) return
      seen.push(
        Promise.all([response.allHeaders(), response.body()]).then(([headers, body]) => ({
          path: url.pathname,
          coding: headers['content-encoding'],
          size: body.length,
        })),
      )
    })
    await page.goto(s.site.url, { waitUntil: 'networkidle' })
    await expect(page.getByText('Millions of clients trust us.').first().isVisible()).resolves.toBe(true)
    const responses = await Promise.all(seen)
    expect(responses.find((response) => response.path === '/')?.coding).toBe('br')
    // Files of a few hundred bytes go as they are: a coding's framing would cost what it saves.
    const scripts = responses.filter((response) => response.path.endsWith('.js') && response.size > 512)
    expect(scripts.length).toBeGreaterThan(3)
    for (const script of scripts) expect(script.coding, script.path).toBe('br')
  })
})
