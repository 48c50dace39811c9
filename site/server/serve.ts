/**
 * The site server: pages rendered on request by the React Router build (`build/server`), cached by the sync tags of
 * the content they show and invalidated by the Live Content API (see pages.ts, page-cache.ts, live-invalidation.ts);
 * the build's files (`build/client`) served from memory. On Hono (http.ts): Brotli or gzip made ahead (encodings.ts),
 * ETag/304, one set of security headers on every answer, plus a CSP with the hashes of each page's inline scripts.
 * Nothing a request does can stop the process. `/services` is redirected by its route (a loader), not here.
 *
 * `npm run serve -w @escrova/site` (env `SITE_PORT`, default 3000; `SITE_HOST`, default 127.0.0.1; content API from
 * `SANITY_API_HOST` etc., see content.ts; `SITE_CACHE_MB`, default 256; `SITE_CACHE_STALE_AFTER_S`, default 60).
 */
import { existsSync } from 'node:fs'
import type { Server } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { extname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { languageOfPath } from '@escrova/schemas/language-paths'
import { DEFAULT_PORTS } from '@escrova/schemas/settings'
import { createAdaptorServer, type HttpBindings } from '@hono/node-server'
import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { ServerBuild } from 'react-router-dom'
import { SAVE_DATA_HEADER, wantsSaveData } from '../app/lib/save-data.ts'
import { type ContentSettings, contentSettingsFromEnv, createContentClient } from './content.ts'
import { cspOriginsFromEnv } from './csp.ts'
import { type EdgeSettings, edgeHeaders, edgeSettingsFromEnv, HEALTH_PATH } from './edge.ts'
import { type ContentCoding, chosenCoding } from './encodings.ts'
import { finerBrotliFor } from './finer-brotli.ts'
import { CONDITIONAL, DOCUMENT_HEADERS, GZIP, SECURITY_HEADERS } from './http.ts'
import { followLiveEvents, type LiveState } from './live-invalidation.ts'
import { PageCache } from './page-cache.ts'
import { pageRenderer, RENDER_ORIGIN, type Served } from './pages.ts'
import { RenderActivity } from './render-activity.ts'
import { SharedReads } from './shared-reads.ts'
import { type Payload, staticFiles } from './static-files.ts'

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
  /** Answers for a shared edge cache in front (tags, s-maxage; edge.ts); defaults from env (`SITE_EDGE`). */
  edge?: EdgeSettings | false
}

export interface RunningSite {
  url: string
  server: Server
  live: LiveState
  stats(): { renders: number; failedRenders: number; groups: number; cachedPages: number }
  close(): Promise<void>
}

const DEFAULT_ROOT = resolve(import.meta.dirname, '../build/client')
/** Longer URLs are refused before any work (no page of this site has one). */
const MAX_URL_LENGTH = 8 * 1024
/**
 * A page's finer Brotli waits until no render has run for this long: back-to-back renders (a publish's pages, a
 * crawler's first requests) keep the cores; a visit's own page, rendered once, is refined a moment after.
 */
const RENDERS_QUIET_MS = 200
/** Files with an extension that are pages of the app, not files of the build; each language has its own feed. */
const RENDERED_FILES = new Set(['/sitemap.xml', '/rss.xml', '/robots.txt'])
const PER_LANGUAGE_FILES = new Set(['/rss.xml'])
const isRenderedFile = (pathname: string) =>
  RENDERED_FILES.has(pathname) || PER_LANGUAGE_FILES.has(languageOfPath(pathname).path)

/** An answer whose body and codings (encodings.ts) are made ahead, in the coding the request takes best. */
function send(coding: ContentCoding, status: number, payload: Payload, extra: Record<string, string>) {
  const headers: Record<string, string> = { 'Content-Type': payload.type, Vary: 'Accept-Encoding', ...extra }
  if (payload.etag) headers.ETag = payload.etag
  const encoded = coding === 'identity' ? undefined : payload.encoded[coding]
  if (encoded) headers['Content-Encoding'] = coding
  const body = encoded ?? payload.body
  headers['Content-Length'] = String(body.length)
  return new Response(body as Uint8Array<ArrayBuffer>, { status, headers })
}

function plain(status: number, text: string, headers: Record<string, string> = {}) {
  return new Response(text, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  })
}

/**
 * A request that may be answered for this visitor alone: it carries a cookie or credentials, or it is the Studio's
 * preview (the Presentation frame, or its `sanity-preview-*` parameters). Its answer is never one a shared cache may
 * keep, whatever the cache's own rules (site/edge/site.vcl passes these too).
 */
function perVisitor(headers: Headers, url: URL): boolean {
  return (
    headers.has('cookie') ||
    headers.has('authorization') ||
    headers.get('sec-fetch-dest') === 'iframe' ||
    [...url.searchParams.keys()].some((name) => name.startsWith('sanity-preview'))
  )
}

/** The cache key: the path and the query with its parameters sorted (`?b=1&a=2` and `?a=2&b=1` are one page). */
function pageKey(url: URL): string {
  const params = [...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return params.length === 0 ? url.pathname : `${url.pathname}?${new URLSearchParams(params)}`
}

/** Only reads: anything else is a 405 naming what is allowed. */
const GET_AND_HEAD_ONLY = createMiddleware(async (c, next) => {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    c.res = new Response('Method Not Allowed', {
      status: 405,
      headers: { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' },
    })
    return
  }
  await next()
})

/** The request's URL and decoded path, or the answer to a URL no page has: too long, undecodable, or with a slash to drop. */
function readRequestUrl(raw: string): { url: URL; pathname: string } | Response {
  if (raw.length > MAX_URL_LENGTH) return plain(400, 'Bad Request: URL too long')
  let url: URL
  let pathname: string
  try {
    url = new URL(raw, 'http://site.local')
    pathname = decodeURIComponent(url.pathname)
    // The query must decode too (a lone `%` is a broken link, not a search).
    decodeURIComponent(url.search.replaceAll('+', ' '))
  } catch {
    return plain(400, 'Bad Request')
  }
  if (pathname.includes('\0')) return plain(400, 'Bad Request')
  // One URL per page: /about-us/ -> /about-us.
  if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
    return new Response(null, {
      status: 308,
      headers: { Location: url.pathname.replace(/\/+$/, '') + url.search },
    })
  }
  return { url, pathname }
}

/**
 * Who may keep a page, and how long. Browsers check back every time (a 304 when nothing changed); only this server
 * (or the edge) decides freshness.
 */
function pageCaching(
  page: Served,
  edge: EdgeSettings | false | undefined,
  forOneVisitor: boolean,
): Record<string, string> {
  if (page.status !== 200) return { 'Cache-Control': 'no-store' }
  if (!edge) return { 'Cache-Control': 'no-cache' }
  if (forOneVisitor || !page.complete) return { 'Cache-Control': 'private, no-cache' }
  if (page.cacheable) return edgeHeaders(edge, page.tags)
  // Overtaken by an event (or read while the stream was away): a second at the edge, so a burst of requests shares
  // one render instead of each passing through to render it again.
  return edgeHeaders({ ...edge, sMaxAgeS: 1, staleWhileRevalidateS: 0 }, page.tags)
}

export async function createSiteApp(options: SiteServerOptions = {}) {
  const root = resolve(options.root ?? DEFAULT_ROOT)
  const serverEntry = join(root, '../server/index.js')
  if (!existsSync(serverEntry)) throw new Error(`No built site at ${root}: run the site build first.`)
  // Loaded with Node's own loader (require of ES modules), never through a test runner's module graph: the build and
  // `react-router-dom` here must share one React Router instance, or its contexts do not match.
  const build = createRequire(import.meta.url)(serverEntry) as ServerBuild
  const client = createContentClient(options.content ?? contentSettingsFromEnv(process.env))
  const cache = new PageCache(options.cacheBytes ?? Number(process.env.SITE_CACHE_MB ?? 256) * 1024 * 1024)
  const activity = new RenderActivity()
  finerBrotliFor(cache, { serverQuiet: () => activity.quiet(RENDERS_QUIET_MS) })
  const staleAfterMs = options.staleAfterMs ?? Number(process.env.SITE_CACHE_STALE_AFTER_S ?? 60) * 1000
  const edge = options.edge ?? edgeSettingsFromEnv(process.env)
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
    keep: !edge,
    activity,
  })
  const files = staticFiles(root)

  const app = new Hono<{ Bindings: HttpBindings }>()
  // First, before every other handler: the edge's probe asks whether the process answers at all (edge.ts).
  app.get(HEALTH_PATH, () => plain(200, 'ok'))
  app.use(SECURITY_HEADERS)
  app.use(DOCUMENT_HEADERS)
  app.use(GET_AND_HEAD_ONLY)
  app.use(CONDITIONAL)
  app.use(GZIP)
  app.onError((error) => {
    console.error('[site] request failed', error)
    return plain(500, 'Internal Server Error')
  })

  app.get('*', async (c) => {
    const requested = readRequestUrl(
      c.env?.incoming?.url ?? new URL(c.req.url).pathname + new URL(c.req.url).search,
    )
    if (requested instanceof Response) return requested
    const { url, pathname } = requested
    const coding = chosenCoding(c)

    const isFile = extname(pathname) !== '' && !pathname.endsWith('.data') && !isRenderedFile(pathname)
    if (isFile || pathname.startsWith('/assets/')) {
      const file = files.find(pathname)
      if (!file) return plain(404, 'Not Found')
      return send(coding, 200, file.payload, { 'Cache-Control': file.cacheControl })
    }

    const saveData = wantsSaveData(c.req.header(SAVE_DATA_HEADER))
    const page = await pages.serve(pageKey(url), RENDER_ORIGIN, { saveData })
    const { 'content-type': type = 'text/html; charset=utf-8', ...headers } = page.headers
    const payload: Payload = { body: page.body, encoded: page.encoded, type, etag: page.etag }
    return send(coding, page.status, payload, {
      ...headers,
      ...pageCaching(page, edge, perVisitor(c.req.raw.headers, url)),
      ...(page.status === 503 ? { 'Retry-After': '10' } : {}),
      'X-Site-Cache': page.cacheState,
      // Every page has a lighter variant for the browser's data saver (the root loader reads the header).
      Vary: 'Accept-Encoding, Save-Data',
    })
  })

  return {
    app,
    live,
    stats: () => ({ ...pages.stats, cachedPages: cache.size }),
    close: () => live.close(),
  }
}

export async function startSiteServer(options: SiteServerOptions = {}): Promise<RunningSite> {
  const site = await createSiteApp(options)
  const server = createAdaptorServer({
    fetch: site.app.fetch,
    serverOptions: { maxHeaderSize: 16 * 1024 },
  }) as Server
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
