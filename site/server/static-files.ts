/**
 * The build's own files (`build/client`): hashed assets (immutable), icons, images, the web manifest. Read once into
 * memory with their gzip and ETag; a path outside the folder or a missing file is simply not found.
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { extname, join, normalize, sep } from 'node:path'
import { gzipSync } from 'node:zlib'

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
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json|rss\+xml|javascript)|image\/svg\+xml)/

export interface Payload {
  body: Buffer
  gzipped?: Buffer
  type: string
  etag: string
}

export function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 16)}"`
}

export function compressible(type: string, body: Buffer): boolean {
  return COMPRESSIBLE.test(type) && body.length > 512
}

export function staticFiles(root: string) {
  const cache = new Map<string, Payload>()
  return {
    /** The file for a URL path, or undefined (outside the build, missing, a folder). */
    find(pathname: string): { payload: Payload; cacheControl: string } | undefined {
      const file = normalize(join(root, pathname))
      if (!file.startsWith(root + sep)) return undefined
      let payload = cache.get(file)
      if (!payload) {
        if (!existsSync(file) || !statSync(file).isFile()) return undefined
        const body = readFileSync(file)
        const type = TYPES[extname(file)] ?? 'application/octet-stream'
        payload = { body, type, etag: etagOf(body) }
        if (compressible(type, body)) payload.gzipped = gzipSync(body, { level: 9 })
        cache.set(file, payload)
      }
      const cacheControl = pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : // The service worker and its offline page: checked on every visit, so a deployment takes over at once.
          /\.(txt|webmanifest)$/.test(pathname) || pathname === '/sw.js' || pathname === '/offline.html'
          ? 'no-cache'
          : // Unhashed images and icons: a month; replace them under a new name rather than in place.
            'public, max-age=2592000'
      return { payload, cacheControl }
    },
  }
}
