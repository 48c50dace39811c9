/**
 * A stored page's Brotli made again at the build files' quality, off the request path. A render answers with the
 * quick coding (`QUICK_BROTLI_QUALITY`: 2-3 ms for home), which every later reader of the cached page would pay for in
 * bytes; quality 11 makes home's HTML about 11 % smaller (19.5 to 17.4 KB) but takes about 100 ms, so it runs after
 * the answer, on libuv's thread pool (zlib's async API), one page at a time. On a 2-core server that pool shares a
 * core with the content API's queries, so the work is kept to what pays:
 * - a page waits `quietMs` (1 s) before its turn: a burst of publishes replaces home, the lists and the feeds again
 *   and again, and only the copy that stays is worth refining (a page replaced or dropped meanwhile is skipped);
 * - bodies over `maxBytes` (256 KB) keep their quick Brotli: quality 11 costs about 2 ms per KB, and on the sitemap at
 *   10,000 posts (1.7 MB) it took 3.7 s of a core to save 1.5 % (22.0 to 21.7 KB).
 */
import { promisify } from 'node:util'
import { brotliCompress } from 'node:zlib'
import { BUILD_BROTLI_QUALITY, brotliOptions } from './encodings.ts'
import type { CachedPage, PageCache } from './page-cache.ts'

const compress = promisify(brotliCompress)

export interface FinerBrotliOptions {
  quietMs?: number
  maxBytes?: number
}

export function finerBrotliFor(
  cache: PageCache,
  { quietMs = 1_000, maxBytes = 256 * 1024 }: FinerBrotliOptions = {},
): { settled: () => Promise<void> } {
  let queue = Promise.resolve()
  const waiting = new Set<Promise<void>>()
  cache.whenStored((key, page) => {
    if (!page.encoded.br || page.body.length > maxBytes) return
    const turn = new Promise<void>((done) => setTimeout(done, quietMs).unref()).then(() => {
      waiting.delete(turn)
      if (cache.peek(key) !== page) return
      queue = queue.then(() => refine(cache, key, page)).catch(() => {})
    })
    waiting.add(turn)
  })
  return {
    async settled() {
      while (waiting.size > 0) await Promise.all(waiting)
      await queue
    },
  }
}

async function refine(cache: PageCache, key: string, page: CachedPage): Promise<void> {
  if (cache.peek(key) !== page) return
  const br = await compress(page.body, brotliOptions(BUILD_BROTLI_QUALITY, page.body.length))
  if (cache.peek(key) !== page || !page.encoded.br || br.length >= page.encoded.br.length) return
  // A new object: an answer already handed its codings keeps sending the bytes it started with.
  page.encoded = { ...page.encoded, br }
}
