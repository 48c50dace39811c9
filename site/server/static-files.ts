/**
 * The build's own files (`build/client`): hashed assets (immutable), icons, images, the web manifest. Read once into
 * memory with their codings and ETag: the Brotli the build made beside the file (`<file>.br`, precompress.ts), else
 * a quicker one made on first read, and gzip. A path outside the folder, a missing file or a `.br` itself is not found.
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { extname, join, normalize, sep } from 'node:path'
import { brotliDecompressSync, gzipSync } from 'node:zlib'
import { brotli, compressible, type Encoded, QUICK_BROTLI_QUALITY } from './encodings.ts'

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.txt': 'text/plain; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.woff2': 'font/woff2',
}
export function typeOf(file: string): string {
  return TYPES[extname(file)] ?? 'application/octet-stream'
}

export interface Payload {
  body: Buffer
  encoded: Encoded
  type: string
  etag: string
}

export function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 16)}"`
}

/** The Brotli the build made beside a file, when it is there and of this content. */
function builtBrotli(file: string, body: Buffer): Buffer | undefined {
  if (!existsSync(`${file}.br`)) return undefined
  const encoded = readFileSync(`${file}.br`)
  return brotliDecompressSync(encoded).equals(body) ? encoded : undefined
}

export function staticFiles(root: string) {
  const cache = new Map<string, Payload>()
  return {
    /** The file for a URL path, or undefined (outside the build, missing, a folder). */
    find(pathname: string): { payload: Payload; cacheControl: string } | undefined {
      const file = normalize(join(root, pathname))
      if (!file.startsWith(root + sep) || file.endsWith('.br')) return undefined
      let payload = cache.get(file)
      if (!payload) {
        if (!existsSync(file) || !statSync(file).isFile()) return undefined
        const body = readFileSync(file)
        const type = typeOf(file)
        const encoded: Encoded = compressible(type, body)
          ? {
              br: builtBrotli(file, body) ?? brotli(body, QUICK_BROTLI_QUALITY),
              gzip: gzipSync(body, { level: 9 }),
            }
          : {}
        payload = { body, type, etag: etagOf(body), encoded }
        cache.set(file, payload)
      }
      const cacheControl = pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : // The service worker and its offline pages: checked on every visit, so a deployment takes over at once.
          /\.(txt|webmanifest)$/.test(pathname) || pathname === '/sw.js' || pathname.endsWith('/offline.html')
          ? 'no-cache'
          : // Unhashed images and icons: a month; replace them under a new name rather than in place.
            'public, max-age=2592000'
      return { payload, cacheControl }
    },
  }
}
