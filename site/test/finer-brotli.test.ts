/**
 * A kept page's Brotli is made again at the build's quality once it has stayed a moment, and only while it is still
 * kept, once the server is quiet, on a thread at the lowest CPU priority; a large body keeps its quick Brotli.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { brotliDecompressSync, gzipSync } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { brotli, QUICK_BROTLI_QUALITY } from '../server/encodings.ts'
import { finerBrotliFor, refinerPriority } from '../server/finer-brotli.ts'
import { type CachedPage, PageCache } from '../server/page-cache.ts'

/** A page-like body: the site's own stylesheet and spec text, the bulk of what a rendered page holds. */
const html = Buffer.from(
  `<!DOCTYPE html><html><head><style>${readFileSync(resolve(import.meta.dirname, '../app/styles/site.css'), 'utf8')}</style></head><body>${readFileSync(resolve(import.meta.dirname, '../../README.md'), 'utf8')}</body></html>`,
)

function page(body = html): CachedPage {
  return {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body,
    encoded: { br: brotli(body, QUICK_BROTLI_QUALITY), gzip: gzipSync(body) },
    etag: '"x"',
    tags: new Set(['s1:home']),
    storedAt: Date.now(),
    stale: false,
  }
}

/** A cache whose finer Brotli waits for a server that stays busy until `serverQuiet()`. */
function busyServer() {
  const cache = new PageCache(10_000_000)
  let serverQuiet!: () => void
  const quiet = new Promise<void>((done) => (serverQuiet = done))
  const finer = finerBrotliFor(cache, { quietMs: 10, serverQuiet: () => quiet })
  return { cache, finer, serverQuiet }
}

describe('finer Brotli for kept pages', () => {
  test('a kept page gets a smaller Brotli that decodes to the same bytes; its gzip is left alone', async () => {
    const cache = new PageCache(10_000_000)
    const finer = finerBrotliFor(cache, { quietMs: 10 })
    const kept = page()
    const { br: quick, gzip } = kept.encoded
    cache.set('/', kept)
    await finer.settled()
    const stored = cache.get('/') as CachedPage
    expect(stored.encoded.br?.length).toBeLessThan(quick?.length as number)
    expect(brotliDecompressSync(stored.encoded.br as Buffer).equals(html)).toBe(true)
    expect(stored.encoded.gzip).toBe(gzip)
  })

  test('a page replaced within its quiet time is not touched, and its successor gets its own', async () => {
    const cache = new PageCache(10_000_000)
    const finer = finerBrotliFor(cache, { quietMs: 200 })
    const first = page()
    const quick = first.encoded.br
    cache.set('/', first)
    await new Promise((done) => setTimeout(done, 50))
    const second = page()
    cache.set('/', second)
    await finer.settled()
    expect(first.encoded.br).toBe(quick)
    expect(second.encoded.br?.length).toBeLessThan(quick?.length as number)
  })

  test('a body over the size bound keeps its quick Brotli', async () => {
    const cache = new PageCache(10_000_000)
    const finer = finerBrotliFor(cache, { quietMs: 10, maxBytes: html.length - 1 })
    const large = page()
    const quick = large.encoded.br
    cache.set('/sitemap.xml', large)
    const small = page(html.subarray(0, html.length - 1))
    const smallQuick = small.encoded.br
    cache.set('/', small)
    await finer.settled()
    expect(large.encoded.br).toBe(quick)
    expect(small.encoded.br?.length).toBeLessThan(smallQuick?.length as number)
  })

  test('the refining runs on a thread at the lowest CPU priority, so renders and the content API go first', async () => {
    expect(await refinerPriority()).toBe(19)
  })

  test("a page's turn waits until the server is quiet (no render for a moment)", async () => {
    const { cache, finer, serverQuiet } = busyServer()
    const kept = page()
    const quick = kept.encoded.br
    cache.set('/', kept)
    await new Promise((done) => setTimeout(done, 200))
    expect(kept.encoded.br).toBe(quick)
    serverQuiet()
    await finer.settled()
    expect(kept.encoded.br?.length).toBeLessThan(quick?.length as number)
  })

  test('while the server is busy, only the last of the pages a key had waits for its turn', async () => {
    const { cache, finer, serverQuiet } = busyServer()
    const first = page()
    const quick = first.encoded.br
    cache.set('/', first)
    await new Promise((done) => setTimeout(done, 50)) // its turn came; the server is still busy
    const second = page()
    cache.set('/', second)
    await new Promise((done) => setTimeout(done, 50))
    serverQuiet()
    await finer.settled()
    expect(first.encoded.br).toBe(quick)
    expect(second.encoded.br?.length).toBeLessThan(quick?.length as number)
  })
})
