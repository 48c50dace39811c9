/**
 * A stored page's Brotli made again at the build files' quality, off the request path. A render answers with the
 * quick coding (`QUICK_BROTLI_QUALITY`: 2-3 ms for home), which every later reader of the cached page would pay for in
 * bytes; quality 11 makes a post's HTML about 10 % smaller (15.7 to 14.1 KB) but takes about 60 ms of a core (home:
 * 19.6 to 17.6 KB, 90 ms), so the work is kept off what readers and editors wait for:
 * - it runs on a thread of its own at the lowest CPU priority (nice 19, per thread on Linux; piscina's
 *   `niceIncrement`), and a page's turn waits until the server is quiet (`serverQuiet`: no render for a moment,
 *   serve.ts), so renders and the content API get the cores first. On libuv's pool, at normal priority and at any
 *   moment, it took a core from them: at 10,000 posts, distinct post pages rendered back to back at 57-66 a second,
 *   against 75-80 on this thread, 89-96 waiting for a quiet server too, and 83-88 with no refining at all (a low
 *   priority alone still left it a share of the cores the renders ran on) (`npm run bench live`, alternating runs);
 * - a page waits `quietMs` (1 s) before its turn: a burst of publishes replaces home, the lists and the feeds again
 *   and again, and only the copy that stays is worth refining (a page replaced or dropped meanwhile is skipped);
 * - bodies over `maxBytes` (256 KB) keep their quick Brotli: quality 11 costs about 1 ms per KB, and on the sitemap at
 *   10,000 posts (1.7 MB) it took 3.7 s of a core to save 1.5 % (22.0 to 21.7 KB).
 */

import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import type { BrotliOptions } from 'node:zlib'
import { Piscina } from 'piscina'
import { BUILD_BROTLI_QUALITY, brotliOptions } from './encodings.ts'
import type { CachedPage, PageCache } from './page-cache.ts'

const LOWEST_PRIORITY = 19

/** One thread per process, shared by every site app in it; it ends after a quiet minute (an idle one holds no exit). */
let pool: Piscina | undefined
function finerPool(): Piscina {
  pool ??= new Piscina({
    filename: fileURLToPath(new URL('./finer-brotli-worker.ts', import.meta.url)),
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 60_000,
    niceIncrement: LOWEST_PRIORITY,
    // Not the parent's loaders (tsx): Node strips the worker's types itself.
    execArgv: [],
  })
  return pool
}

async function compress(body: Buffer, options: BrotliOptions): Promise<Buffer> {
  const out: Uint8Array = await finerPool().run({ body, options })
  return Buffer.from(out.buffer, out.byteOffset, out.byteLength)
}

/** The nice value of the thread that refines (19 where the platform lets a thread lower itself). */
export const refinerPriority = (): Promise<number> => finerPool().run(undefined, { name: 'priority' })

export interface FinerBrotliOptions {
  quietMs?: number
  maxBytes?: number
  /** Resolves when the server has a moment to spare for a page's turn (`RenderActivity.quiet`); at once if not given. */
  serverQuiet?: () => Promise<void>
}

export function finerBrotliFor(
  cache: PageCache,
  { quietMs = 1_000, maxBytes = 256 * 1024, serverQuiet = () => Promise.resolve() }: FinerBrotliOptions = {},
): { settled: () => Promise<void> } {
  const waiting = new Set<Promise<void>>()
  // The pages whose turn came, oldest first, one per key and held weakly: while the server stays busy, a page
  // replaced or dropped from the cache meanwhile is neither refined nor kept in memory by this queue.
  const pending = new Map<string, WeakRef<CachedPage>>()
  let draining: Promise<void> | undefined
  const drain = async () => {
    for (;;) {
      await serverQuiet()
      const next = pending.entries().next()
      if (next.done) return
      const [key, ref] = next.value
      pending.delete(key)
      const page = ref.deref()
      if (page) await refine(cache, key, page).catch(() => {})
    }
  }
  const startDraining = () => {
    draining ??= drain().finally(() => {
      draining = undefined
      if (pending.size > 0) startDraining()
    })
  }
  cache.whenStored((key, page) => {
    if (!page.encoded.br || page.body.length > maxBytes) return
    const turn = sleep(quietMs, undefined, { ref: false }).then(() => {
      waiting.delete(turn)
      if (cache.peek(key) !== page) return
      pending.delete(key)
      pending.set(key, new WeakRef(page))
      startDraining()
    })
    waiting.add(turn)
  })
  return {
    async settled() {
      while (waiting.size > 0 || draining) {
        await Promise.all(waiting)
        await draining
      }
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
