/**
 * A stored page's Brotli made again at the build files' quality, off the request path. A render answers with the
 * quick coding (`QUICK_BROTLI_QUALITY`: 2-3 ms for home), which every later reader of the cached page would pay for in
 * bytes; quality 11 makes home's HTML about 11 % smaller (19.5 to 17.4 KB) but takes about 100 ms, so it runs after
 * the answer, on libuv's thread pool (zlib's async API), one page at a time: a publish's group of renders keeps the
 * other core. A page replaced or dropped before its turn is skipped.
 */
import { promisify } from 'node:util'
import { brotliCompress } from 'node:zlib'
import { BUILD_BROTLI_QUALITY, brotliOptions } from './encodings.ts'
import type { CachedPage, PageCache } from './page-cache.ts'

const compress = promisify(brotliCompress)

export function finerBrotliFor(cache: PageCache): { settled: () => Promise<void> } {
  let queue = Promise.resolve()
  cache.whenStored((key, page) => {
    if (!page.encoded.br) return
    queue = queue.then(() => refine(cache, key, page)).catch(() => {})
  })
  return { settled: () => queue }
}

async function refine(cache: PageCache, key: string, page: CachedPage): Promise<void> {
  if (cache.peek(key) !== page) return
  const br = await compress(page.body, brotliOptions(BUILD_BROTLI_QUALITY, page.body.length))
  if (cache.peek(key) !== page || !page.encoded.br || br.length >= page.encoded.br.length) return
  // A new object: an answer already handed its codings keeps sending the bytes it started with.
  page.encoded = { ...page.encoded, br }
}
