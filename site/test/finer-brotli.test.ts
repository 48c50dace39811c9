/** A kept page's Brotli is made again at the build's quality after it is answered, and only while it is still kept. */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { encodeRendered } from '../server/encodings.ts'
import { finerBrotliFor } from '../server/finer-brotli.ts'
import { type CachedPage, PageCache } from '../server/page-cache.ts'

/** A page-like body: the site's own stylesheet and spec text, the bulk of what a rendered page holds. */
const html = Buffer.from(
  `<!DOCTYPE html><html><head><style>${readFileSync(resolve(import.meta.dirname, '../app/styles/site.css'), 'utf8')}</style></head><body>${readFileSync(resolve(import.meta.dirname, '../../README.md'), 'utf8')}</body></html>`,
)

function page(): CachedPage {
  return {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body: html,
    encoded: encodeRendered('text/html', html),
    etag: '"x"',
    tags: new Set(['s1:home']),
    storedAt: Date.now(),
    stale: false,
  }
}

describe('finer Brotli for kept pages', () => {
  test('a kept page gets a smaller Brotli that decodes to the same bytes; its gzip is left alone', async () => {
    const cache = new PageCache(10_000_000)
    const finer = finerBrotliFor(cache)
    const kept = page()
    const { br: quick, gzip } = kept.encoded
    cache.set('/', kept)
    await finer.settled()
    const stored = cache.get('/') as CachedPage
    expect(stored.encoded.br?.length).toBeLessThan(quick?.length as number)
    expect(brotliDecompressSync(stored.encoded.br as Buffer).equals(html)).toBe(true)
    expect(stored.encoded.gzip).toBe(gzip)
  })

  test('a page replaced before its turn is not touched, and its successor gets its own', async () => {
    const cache = new PageCache(10_000_000)
    const finer = finerBrotliFor(cache)
    const first = page()
    const quick = first.encoded.br
    cache.set('/', first)
    const second = page()
    cache.set('/', second)
    await finer.settled()
    expect(first.encoded.br).toBe(quick)
    expect(second.encoded.br?.length).toBeLessThan(quick?.length as number)
  })
})
