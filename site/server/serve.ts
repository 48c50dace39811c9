/**
 * Static server for the pre-rendered site (`site/build/client`): pre-rendered HTML per path, React Router `.data`
 * files, assets, gzip, cache and security headers. Unknown `/blogs/*` paths get the SPA fallback (posts published after
 * the build, 200); any other unknown path gets it too with 404 and the client router sends the visitor to `/`.
 *
 * `npm run serve -w @escrova/site` (env `SITE_PORT`, default 3000; `SITE_HOST`, default 127.0.0.1).
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { DEFAULT_PORTS } from '@escrova/schemas/settings'
import { buildCsp, cspOriginsFromEnv } from './csp.ts'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
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
  '.xml': 'application/xml; charset=utf-8',
  '.data': 'text/x-script; charset=utf-8',
  '.woff2': 'font/woff2',
}
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json|rss\+xml)|image\/svg\+xml)/

interface Entry {
  body: Buffer
  gzipped?: Buffer
  type: string
  etag: string
  csp?: string
}

export interface SiteServerOptions {
  root?: string
  port?: number
  host?: string
  /** Extra origins the browser may contact (content API, function); defaults from env. */
  connectOrigins?: string[]
}

export interface RunningSite {
  url: string
  server: Server
  close(): Promise<void>
}

const DEFAULT_ROOT = resolve(import.meta.dirname, '../build/client')

export function createSiteHandler(options: SiteServerOptions = {}) {
  const root = resolve(options.root ?? DEFAULT_ROOT)
  if (!existsSync(join(root, 'index.html')))
    throw new Error(`No built site at ${root}: run the site build first.`)
  const origins = options.connectOrigins ?? cspOriginsFromEnv(process.env)
  const cache = new Map<string, Entry>()

  function load(file: string): Entry {
    const cached = cache.get(file)
    if (cached) return cached
    const body = readFileSync(file)
    const ext = file.endsWith('.xml') ? '.xml' : extname(file)
    const type = file.endsWith('rss.xml')
      ? 'application/rss+xml; charset=utf-8'
      : (TYPES[ext] ?? 'application/octet-stream')
    const entry: Entry = {
      body,
      type,
      etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 16)}"`,
    }
    if (COMPRESSIBLE.test(type) && body.length > 512) entry.gzipped = gzipSync(body, { level: 9 })
    if (ext === '.html') entry.csp = buildCsp(body.toString('utf8'), origins)
    cache.set(file, entry)
    return entry
  }

  function fileFor(pathname: string): string | undefined {
    const target = normalize(join(root, pathname))
    if (target !== root && !target.startsWith(root + sep)) return undefined
    for (const candidate of [target, join(target, 'index.html'), `${target}.html`]) {
      if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
    }
    return undefined
  }

  return function handle(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res
        .writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' })
        .end('Method Not Allowed')
      return
    }
    let pathname: string
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://site.local').pathname)
    } catch {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad Request')
      return
    }
    if (pathname.includes('\0')) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad Request')
      return
    }
    // One URL per page: /about-us/ -> /about-us.
    if (pathname.length > 1 && pathname.endsWith('/')) {
      const query = req.url?.includes('?') ? req.url.slice(req.url.indexOf('?')) : ''
      res.writeHead(308, { Location: pathname.replace(/\/+$/, '') + query }).end()
      return
    }

    // /services is a layout whose index only redirects (spec §2.1); say so at the HTTP level too, for visitors
    // without JavaScript and for crawlers. The client router does the same for in-app navigation.
    if (pathname === '/services') {
      res.writeHead(308, { Location: '/all-services' }).end()
      return
    }

    let status = 200
    let file = fileFor(pathname)
    if (!file || pathname === '/__spa-fallback.html') {
      if (pathname.endsWith('.data') || pathname.startsWith('/assets/') || extname(pathname) !== '') {
        status = 404
        file = undefined
      } else {
        status = pathname.startsWith('/blogs/') ? 200 : 404
        file = join(root, '__spa-fallback.html')
      }
    }
    if (!file) {
      send(
        res,
        req,
        404,
        { body: Buffer.from('Not Found'), type: 'text/plain; charset=utf-8', etag: '' },
        'no-store',
      )
      return
    }
    const entry = load(file)
    const cacheControl = pathname.startsWith('/assets/')
      ? 'public, max-age=31536000, immutable'
      : entry.type.startsWith('text/html') ||
          pathname.endsWith('.data') ||
          /\.(xml|txt|webmanifest)$/.test(pathname)
        ? 'no-cache'
        : // Unhashed images and icons: a month; replace them under a new name rather than in place.
          'public, max-age=2592000'
    send(res, req, status, entry, cacheControl)
  }
}

function send(res: ServerResponse, req: IncomingMessage, status: number, entry: Entry, cacheControl: string) {
  const headers: Record<string, string> = {
    'Content-Type': entry.type,
    'Cache-Control': cacheControl,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    Vary: 'Accept-Encoding',
  }
  if (entry.csp) headers['Content-Security-Policy'] = entry.csp
  if (entry.etag) {
    headers.ETag = entry.etag
    if (status === 200 && req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304, headers).end()
      return
    }
  }
  const gzip = entry.gzipped && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
  const body = gzip ? (entry.gzipped as Buffer) : entry.body
  if (gzip) headers['Content-Encoding'] = 'gzip'
  headers['Content-Length'] = String(body.length)
  res.writeHead(status, headers)
  res.end(req.method === 'HEAD' ? undefined : body)
}

export async function startSiteServer(options: SiteServerOptions = {}): Promise<RunningSite> {
  const server = createServer(createSiteHandler(options))
  const host = options.host ?? '127.0.0.1'
  await new Promise<void>((done, fail) => {
    server.once('error', fail)
    server.listen(options.port ?? 0, host, () => done())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://${host}:${port}`,
    server,
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.SITE_PORT ?? DEFAULT_PORTS.site)
  const host = process.env.SITE_HOST ?? '127.0.0.1'
  startSiteServer({ port, host }).then(
    (site) => console.log(`site: ${site.url}`),
    (error: Error) => {
      console.error(`site: ${error.message}`)
      process.exit(1)
    },
  )
}
