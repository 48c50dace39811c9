/**
 * Content codings made ahead: every compressible answer carries its Brotli and its gzip, made once (a page when it is
 * rendered, a build file at build time, static-files.ts), and each request gets the best one it accepts.
 *
 * Why Brotli: browsers ask for it (Chromium sends `gzip, deflate, br, zstd`, on localhost too), and it is what a
 * visitor on a metered plan pays less for. Measured on this build (`site/bench/offline.bench.ts`): the framework chunk
 * is 107 KB in gzip and 92.6 KB in Brotli at quality 11; home's HTML 22.4 KB gzip, 19.0 KB Brotli at quality 6.
 * Build files get quality 11 (slow, ~1 s for the framework chunk, so done once at build time:
 * `site/scripts/precompress.ts`); a page gets quality 6, as fast as gzip at level 6 (2-3 ms for home's 95 KB), since
 * it is made on every render.
 * gzip stays for clients without Brotli, among them the edge cache (Varnish asks its origin for gzip only).
 */
import { promisify } from 'node:util'
import { type BrotliOptions, brotliCompress, brotliCompressSync, constants, gzip } from 'node:zlib'
import type { Context } from 'hono'
import { accepts } from 'hono/accepts'

export interface Encoded {
  br?: Buffer
  gzip?: Buffer
}
export type ContentCoding = keyof Encoded | 'identity'

const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json|rss\+xml|javascript)|image\/svg\+xml)/
/** Below this, a coding's framing costs about what it saves. */
const MIN_BYTES = 512
export const QUICK_BROTLI_QUALITY = 6
export const BUILD_BROTLI_QUALITY = 11

export function compressible(type: string, body: Buffer): boolean {
  return COMPRESSIBLE.test(type) && body.length > MIN_BYTES
}

export function brotliOptions(quality: number, size: number): BrotliOptions {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  }
}

export function brotli(body: Buffer, quality: number): Buffer {
  return brotliCompressSync(body, brotliOptions(quality, body.length))
}

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * A rendered answer's codings (none when it is not worth compressing), made on libuv's thread pool: the main thread
 * goes on with the other renders of a publish meanwhile (on 2 cores, about 5 ms of each render; 40 ms of the sitemap
 * at 10,000 posts).
 */
export async function encodeRendered(type: string, body: Buffer): Promise<Encoded> {
  if (!compressible(type, body)) return {}
  const [br, gzipped] = await Promise.all([
    brotliAsync(body, brotliOptions(QUICK_BROTLI_QUALITY, body.length)),
    gzipAsync(body, { level: 6 }),
  ])
  return { br, gzip: gzipped }
}

/** Bytes the codings take in memory. */
export function encodedSize(encoded: Encoded): number {
  return (encoded.br?.length ?? 0) + (encoded.gzip?.length ?? 0)
}

/** The server's order among codings a request accepts equally (smaller first). */
const PREFERRED: ContentCoding[] = ['br', 'gzip']

/**
 * The coding for this request (RFC 9110, "Accept-Encoding"): the one with the highest q-value, the server's order
 * breaking ties (browsers list gzip first, all at q=1); `*` stands for any coding not named; `q=0` refuses.
 */
export function chosenCoding(c: Context): ContentCoding {
  return accepts(c, {
    header: 'Accept-Encoding',
    supports: PREFERRED,
    default: 'identity',
    match: (accepted) => {
      const q = (coding: string) =>
        accepted.find((entry) => entry.type.toLowerCase() === coding)?.q ??
        accepted.find((entry) => entry.type === '*')?.q ??
        0
      let best: ContentCoding = 'identity'
      let bestQ = 0
      for (const coding of PREFERRED) {
        if (q(coding) > bestQ) [best, bestQ] = [coding, q(coding)]
      }
      return best
    },
  }) as ContentCoding
}
