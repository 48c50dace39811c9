/**
 * The site server: pages rendered on request by the React Router build (`build/server`), cached by the sync tags of
 * the content they show and invalidated by the Live Content API (see pages.ts, page-cache.ts, live-invalidation.ts);
 * the build's files (`build/client`) served from memory. Gzip, ETag, CSP with the hashes of each page's inline
 * scripts, and the other security headers on every answer. Nothing a request does can stop the process.
 *
 * `npm run serve -w @escrova/site` (env `SITE_PORT`, default 3000; `SITE_HOST`, default 127.0.0.1; content API from
 * `SANITY_API_HOST` etc., see content.ts; `SITE_CACHE_MB`, default 256; `SITE_CACHE_STALE_AFTER_S`, default 60).
 */
import { existsSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { extname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { DEFAULT_PORTS } from '@escrova/schemas/settings'
import type { ServerBuild } from 'react-router-dom'
import { type ContentSettings, contentSettingsFromEnv, createContentClient, SharedReads } from './content.ts'
import { cspOriginsFromEnv } from './csp.ts'
import { followLiveEvents, type LiveState } from './live-invalidation.ts'
import { PageCache } from './page-cache.ts'
import { pageRenderer } from './pages.ts'
import { compressible, type Payload, staticFiles } from './static-files.ts'

export interface SiteServerOptions {
  /** The build's `client` folder; its sibling `server/index.js` is the renderer. */
  root?: string
  port?: number
  host?: string
  /** Extra origins the browser may contact (content API, function); defaults from env. */
  connectOrigins?: string[]
  /** The content API the server reads (defaults from env, then the local lake). */
  content?: ContentSettings
  cacheBytes?: number
  /** A cached page older than this is refreshed in the background while still served. */
  staleAfterMs?: number
}

export interface RunningSite {
  url: string
  server: Server
  live: LiveState
  stats(): { renders: number; failedRenders: number; cachedPages: number }
  close(): Promise<void>
}

const DEFAULT_ROOT = resolve(import.meta.dirname, '../build/client')
/** Longer URLs are refused before any work (no page of this site has one). */
const MAX_URL_LENGTH = 8 * 1024
/** Files with an extension that are pages of the app, not files of the build. */
const RENDERED_FILES = new Set(['/sitemap.xml', '/rss.xml', '/robots.txt'])

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
}

function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  payload: Payload,
  extra: Record<string, string>,
) {
  const headers: Record<string, string> = {
    'Content-Type': payload.type,
    Vary: 'Accept-Encoding',
    ...SECURITY_HEADERS,
    ...extra,
  }
  if (payload.etag) {
    headers.ETag = payload.etag
    if (status === 200 && req.headers['if-none-match'] === payload.etag) {
      res.writeHead(304, headers).end()
      return
    }
  }
  const gzip = payload.gzipped && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
  const body = gzip ? (payload.gzipped as Buffer) : payload.body
  if (gzip) headers['Content-Encoding'] = 'gzip'
  headers['Content-Length'] = String(body.length)
  res.writeHead(status, headers)
  res.end(req.method === 'HEAD' ? undefined : body)
}

function plain(req: IncomingMessage, res: ServerResponse, status: number, text: string) {
  send(
    req,
    res,
    status,
    { body: Buffer.from(text), type: 'text/plain; charset=utf-8', etag: '' },
    {
      'Cache-Control': 'no-store',
    },
  )
}

/** The cache key: the path and the query with its parameters sorted (`?b=1&a=2` and `?a=2&b=1` are one page). */
function pageKey(url: URL): string {
  const params = [...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return params.length === 0 ? url.pathname : `${url.pathname}?${new URLSearchParams(params)}`
}

export async function createSiteHandler(options: SiteServerOptions = {}) {
  const root = resolve(options.root ?? DEFAULT_ROOT)
  const serverEntry = join(root, '../server/index.js')
  if (!existsSync(serverEntry)) throw new Error(`No built site at ${root}: run the site build first.`)
  // Loaded with Node's own loader (require of ES modules), never through a test runner's module graph: the build and
  // `react-router-dom` here must share one React Router instance, or its contexts do not match.
  const build = createRequire(import.meta.url)(serverEntry) as ServerBuild
  const client = createContentClient(options.content ?? contentSettingsFromEnv(process.env))
  const cache = new PageCache(options.cacheBytes ?? Number(process.env.SITE_CACHE_MB ?? 256) * 1024 * 1024)
  const staleAfterMs = options.staleAfterMs ?? Number(process.env.SITE_CACHE_STALE_AFTER_S ?? 60) * 1000
  const shared = new SharedReads(staleAfterMs)
  const live = followLiveEvents(client, [cache, shared])
  const pages = pageRenderer({
    build,
    client,
    shared,
    cache,
    live,
    connectOrigins: options.connectOrigins ?? cspOriginsFromEnv(process.env),
    staleAfterMs,
  })
  const files = staticFiles(root)

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res
        .writeHead(405, {
          Allow: 'GET, HEAD',
          'Content-Type': 'text/plain; charset=utf-8',
          ...SECURITY_HEADERS,
        })
        .end('Method Not Allowed')
      return
    }
    const raw = req.url ?? '/'
    if (raw.length > MAX_URL_LENGTH) return plain(req, res, 400, 'Bad Request: URL too long')
    let url: URL
    let pathname: string
    try {
      url = new URL(raw, 'http://site.local')
      pathname = decodeURIComponent(url.pathname)
      // The query must decode too (a lone `%` is a broken link, not a search).
      decodeURIComponent(url.search.replaceAll('+', ' '))
    } catch {
      return plain(req, res, 400, 'Bad Request')
    }
    if (pathname.includes('\0')) return plain(req, res, 400, 'Bad Request')
    // One URL per page: /about-us/ -> /about-us.
    if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
      res
        .writeHead(308, { Location: url.pathname.replace(/\/+$/, '') + url.search, ...SECURITY_HEADERS })
        .end()
      return
    }
    // /services is a layout whose index only redirects (docs/product-rules.md#routes); say so at the HTTP level too, for visitors
    // without JavaScript and for crawlers. The client router does the same for in-app navigation.
    if (url.pathname === '/services') {
      res.writeHead(308, { Location: '/all-services', ...SECURITY_HEADERS }).end()
      return
    }

    const isFile = extname(pathname) !== '' && !pathname.endsWith('.data') && !RENDERED_FILES.has(pathname)
    if (isFile || pathname.startsWith('/assets/')) {
      const file = files.find(pathname)
      if (!file) return plain(req, res, 404, 'Not Found')
      return send(req, res, 200, file.payload, { 'Cache-Control': file.cacheControl })
    }

    // Rendered under one fixed origin: a page must not differ by the Host a visitor's request named.
    const page = await pages.serve(pageKey(url), 'http://site.local')
    const { 'content-type': type = 'text/html; charset=utf-8', ...headers } = page.headers
    const payload: Payload = { body: page.body, gzipped: page.gzipped, type, etag: page.etag }
    if (!payload.gzipped && compressible(type, page.body)) payload.gzipped = gzipSync(page.body)
    send(req, res, page.status, payload, {
      ...headers,
      // Browsers check back every time (a 304 when nothing changed); only this server decides freshness.
      'Cache-Control': page.status === 200 ? 'no-cache' : 'no-store',
      ...(page.status === 503 ? { 'Retry-After': '10' } : {}),
      'X-Site-Cache': page.cacheState,
    })
  }

  return {
    live,
    stats: () => ({ ...pages.stats, cachedPages: cache.size }),
    handler(req: IncomingMessage, res: ServerResponse) {
      handle(req, res).catch((error: unknown) => {
        console.error('[site] request failed', error)
        if (!res.headersSent) plain(req, res, 500, 'Internal Server Error')
        else res.destroy()
      })
    },
    close: () => live.close(),
  }
}

export async function startSiteServer(options: SiteServerOptions = {}): Promise<RunningSite> {
  const site = await createSiteHandler(options)
  const server = createServer({ maxHeaderSize: 16 * 1024 }, site.handler)
  const host = options.host ?? '127.0.0.1'
  await new Promise<void>((done, fail) => {
    server.once('error', fail)
    server.listen(options.port ?? 0, host, () => done())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://${host}:${port}`,
    server,
    live: site.live,
    stats: site.stats,
    close: () =>
      new Promise<void>((done) => {
        site.close()
        server.close(() => done())
        server.closeAllConnections()
      }),
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
