/**
 * The built site for browser tests: built once per version of the site's sources (`scripts/build-freshness.ts`: a
 * key of the sources, with a lock so parallel workers wait for one build), then served by `site/server/serve.ts` on a random port, rendering each
 * page on request from the test file's own fresh seeded lake. The browser's requests to the content API and function
 * origins baked into the bundle are routed to the live ones.
 */
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer, request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join, resolve } from 'node:path'
import type { Browser, BrowserContext, BrowserContextOptions, Route } from 'playwright'
import { isPerDocument, PUBLIC_PAGES, type PublicPage, pathFor } from '../../schemas/src/routes.ts'
import { cachedBuild, SITE_SOURCES, sourcesKey } from '../../scripts/build-freshness.ts'
import { type RunningSite, type SiteServerOptions, startSiteServer } from '../../site/server/serve.ts'
import { launchChromium } from './chromium.ts'
import { startTestLake, type TestLake } from './lake.ts'

const ROOT = resolve(import.meta.dirname, '../..')
const CACHE = join(ROOT, '.tmp/site-test-build')
/** Build-time origin of the function; tests route it to a live function when they have one. */
export const BAKED_FUNCTIONS_URL = 'http://127.0.0.1:9'
/** Build-time origin of the content API in the browser bundle; tests route it to their live lake. */
export const BAKED_API_HOST = 'http://127.0.0.1:7'
/** A content API nobody answers (the server's reads fail at once). */
export const UNREACHABLE_API_HOST = 'http://127.0.0.1:1'

export interface BuiltSite {
  /** `…/client`, what the static server serves. */
  clientDir: string
  /** The content API origin baked into the browser bundle (nothing answers there; tests route it). */
  apiHost: string
  functionsUrl: string
}

function runBuild(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((done, fail) => {
    const child = spawn(join(ROOT, 'node_modules/.bin/react-router'), ['build'], {
      cwd: join(ROOT, 'site'),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.once('error', fail)
    child.once('close', (code) => done({ code, output }))
  })
}

/** Builds the site into `outDir` (its `client/` is what gets served) against the given content API and function. */
export async function buildSiteInto(outDir: string, apiHost: string, functionsUrl = BAKED_FUNCTIONS_URL) {
  const run = await runBuild({
    ...process.env,
    PATH: `${join(ROOT, 'node_modules/.bin')}:${process.env.PATH}`,
    NODE_ENV: 'production',
    SITE_BUILD_DIR: outDir,
    SANITY_API_HOST: apiHost,
    VITE_SANITY_API_HOST: apiHost,
    VITE_FUNCTIONS_URL: functionsUrl,
  })
  if (run.code !== 0) throw new Error(`site build failed:\n${run.output}`)
  return join(outDir, 'client')
}

/**
 * Builds the site (or reuses the build of the same sources: `scripts/build-freshness.ts`, the one freshness rule).
 * The build reads no content: pages are rendered on request.
 */
export async function buildTestSite(): Promise<BuiltSite> {
  const key = sourcesKey(SITE_SOURCES, { apiHost: BAKED_API_HOST, functionsUrl: BAKED_FUNCTIONS_URL })
  const outDir = await cachedBuild(CACHE, key, async (dir) => {
    await buildSiteInto(dir, BAKED_API_HOST)
  })
  return { clientDir: join(outDir, 'client'), apiHost: BAKED_API_HOST, functionsUrl: BAKED_FUNCTIONS_URL }
}

/** The slugs of the seed's documents of `type`, in the seed's order (`lake/seed/dataset.ndjson`). */
function seededSlugs(type: string): string[] {
  return readFileSync(join(ROOT, 'lake/seed/dataset.ndjson'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { _type: string; slug?: { current?: string } })
    .flatMap((doc) => (doc._type === type && doc.slug?.current ? [doc.slug.current] : []))
}

/**
 * The site's marketing routes, whose words are the Studio's site copy: the route map's copy pages, a page per
 * document (`/services/:slug`) once for each of the seed's documents.
 */
export const MARKETING_ROUTES = (PUBLIC_PAGES as readonly PublicPage[])
  .filter((page) => page.copy)
  .flatMap((page) =>
    isPerDocument(page) && page.main && 'type' in page.main
      ? seededSlugs(page.main.type).map((slug) => pathFor(page, slug))
      : [page.path],
  )

/** Chromium for the site's browser tests (`./chromium.ts`, the one launcher). */
export const launchBrowser = (): Promise<Browser> => launchChromium()

export interface TestSite {
  url: string
  built: BuiltSite
  /** The live, seeded lake the browser's content requests reach (undefined with `lake: false`). */
  lake?: TestLake
  server: RunningSite
  /** A browser context whose requests to the baked API/function origins reach the live ones. */
  newContext(browser: Browser, options?: BrowserContextOptions): Promise<BrowserContext>
  stop(): Promise<void>
}

/**
 * Answers a routed request from `toOrigin` (refused when it is undefined or unreachable). The page may have gone
 * (closed, navigated) while the request was on its way: then the route is already handled or gone, and that is no
 * error of the test's, so it is not left as an unhandled rejection.
 */
export async function forwardRoute(route: Route, fromOrigin: string, toOrigin: string | undefined) {
  let response: Awaited<ReturnType<Route['fetch']>> | undefined
  if (toOrigin) {
    const url = route.request().url().replace(fromOrigin, toOrigin)
    response = await route.fetch({ url, maxRedirects: 0 }).catch(() => undefined)
  }
  const answered = response ? route.fulfill({ response }) : route.abort('connectionrefused')
  await answered.catch(() => {})
}

/** Routes a context's requests for `fromOrigin` to `toOrigin` (refused when it is undefined). */
export async function forward(context: BrowserContext, fromOrigin: string, toOrigin: string | undefined) {
  await context.route(`${fromOrigin}/**`, (route) => forwardRoute(route, fromOrigin, toOrigin))
}

/** The site server for a built site, reading `lakeUrl` (or an unreachable API). */
export function serveTestSite(
  built: BuiltSite,
  lakeUrl: string | undefined,
  options: SiteServerOptions = {},
) {
  return startSiteServer({
    root: built.clientDir,
    port: 0,
    content: { apiHost: lakeUrl ?? UNREACHABLE_API_HOST },
    // The live lake's own origin too: the image URLs it returns name it.
    connectOrigins: [built.apiHost, built.functionsUrl, ...(lakeUrl ? [lakeUrl] : [])],
    ...options,
  })
}

/**
 * Serves the built site on a random port. `lake: false` leaves the content API unreachable for the server and the
 * browser (error states); `functionsUrl` routes the baked function origin to a live function.
 */
export async function startTestSite(
  options: { lake?: boolean; functionsUrl?: string } = {},
): Promise<TestSite> {
  const built = await buildTestSite()
  const lake = options.lake === false ? undefined : await startTestLake({ seed: true })
  const server = await serveTestSite(built, lake?.url)
  return {
    url: server.url,
    built,
    lake,
    server,
    async newContext(browser, contextOptions = {}) {
      const context = await browser.newContext(contextOptions)
      await forward(context, new URL(built.apiHost).origin, lake ? new URL(lake.url).origin : undefined)
      await forward(
        context,
        new URL(built.functionsUrl).origin,
        options.functionsUrl ? new URL(options.functionsUrl).origin : undefined,
      )
      return context
    },
    async stop() {
      await server.close()
      await lake?.stop()
    },
  }
}

/**
 * A loopback HTTP hop in front of a content API that a test can switch off: then every request, and every response
 * still streaming (the live-events stream), is cut as a network failure would cut it. Lets a test take the content API
 * away from the site server without stopping the lake. `delayMs` holds each new request that long first (a slow
 * content API: the site's renders take long while its process stays free).
 */
export async function switchableHop(target: string) {
  const open = new Set<import('node:net').Socket>()
  let up = true
  let delayMs = 0
  const server = createServer(async (req, res) => {
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs))
    if (!up) {
      req.socket.destroy()
      return
    }
    open.add(req.socket)
    req.socket.once('close', () => open.delete(req.socket))
    const upstream = httpRequest(new URL(req.url ?? '/', target), {
      method: req.method,
      headers: req.headers,
    })
    upstream.once('response', (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    })
    upstream.once('error', () => req.socket.destroy())
    req.pipe(upstream)
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    get up() {
      return up
    },
    set up(value: boolean) {
      up = value
      if (!value) for (const socket of open) socket.destroy()
    },
    set delayMs(value: number) {
      delayMs = value
    },
    close: () =>
      new Promise<void>((done) => {
        for (const socket of open) socket.destroy()
        server.close(() => done())
      }),
  }
}
