/**
 * The built site for browser tests: built at most once per run (cached by a hash of the site's and the seed's
 * sources, with a lock so parallel workers wait for one build), then served by `site/server/serve.ts` on a random
 * port. The build pre-renders against a seeded test lake; each test file gets its own fresh seeded lake, and the
 * browser's requests to the build-time content API (and function) origins are routed to the live ones.
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium } from 'playwright'
import { type RunningSite, startSiteServer } from '../../site/server/serve.ts'
import { startTestLake, type TestLake } from './lake.ts'

const ROOT = resolve(import.meta.dirname, '../..')
const CACHE = join(ROOT, '.tmp/site-test-build')
/** Build-time origin of the function; tests route it to a live function when they have one. */
export const BAKED_FUNCTIONS_URL = 'http://127.0.0.1:9'

export interface BuiltSite {
  /** `…/client`, what the static server serves. */
  clientDir: string
  /** The content API origin baked into the bundle (a lake that no longer runs). */
  apiHost: string
  functionsUrl: string
  /** Whether the content API was reachable during the build. */
  withContent: boolean
}

function hashTree(hash: ReturnType<typeof createHash>, dir: string) {
  if (!existsSync(dir)) return
  for (const name of readdirSync(dir).sort()) {
    if (['node_modules', 'build', '.react-router'].includes(name)) continue
    const path = join(dir, name)
    const stat = statSync(path)
    if (stat.isDirectory()) hashTree(hash, path)
    else hash.update(`${path}:${stat.size}:${stat.mtimeMs}`)
  }
}

function sourceKey(withContent: boolean): string {
  const hash = createHash('sha256').update(String(withContent))
  for (const dir of ['site/app', 'site/public', 'site/prerender', 'schemas/src', 'lake/seed'])
    hashTree(hash, join(ROOT, dir))
  for (const file of ['site/vite.config.ts', 'site/react-router.config.ts', 'site/package.json']) {
    hash.update(readFileSync(join(ROOT, file)))
  }
  return hash.digest('hex').slice(0, 16)
}

async function withLock<T>(lockDir: string, work: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + 10 * 60_000
  for (;;) {
    try {
      mkdirSync(lockDir)
      break
    } catch {
      // A lock older than 10 minutes belongs to a crashed run.
      try {
        if (Date.now() - statSync(lockDir).mtimeMs > 10 * 60_000)
          rmSync(lockDir, { recursive: true, force: true })
      } catch {}
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${lockDir}`)
      await sleep(500)
    }
  }
  try {
    return await work()
  } finally {
    rmSync(lockDir, { recursive: true, force: true })
  }
}

/** Builds of older sources (finished and unlocked, over an hour old) are dropped so the cache does not grow. */
function removeStaleBuilds(currentKey: string) {
  for (const name of readdirSync(CACHE)) {
    if (name.startsWith(currentKey) || name.endsWith('.lock') || existsSync(join(CACHE, `${name}.lock`)))
      continue
    const path = join(CACHE, name)
    if (Date.now() - statSync(path).mtimeMs > 60 * 60_000) rmSync(path, { recursive: true, force: true })
  }
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
 * Builds the site (or reuses this run's build). `withContent: false` builds with the content API unreachable,
 * as a site built offline would be.
 */
export async function buildTestSite(options: { withContent?: boolean } = {}): Promise<BuiltSite> {
  const withContent = options.withContent ?? true
  const key = sourceKey(withContent)
  const outDir = join(CACHE, key)
  const metaFile = join(outDir, 'built.json')
  mkdirSync(CACHE, { recursive: true })
  return withLock(`${outDir}.lock`, async () => {
    if (existsSync(metaFile)) return JSON.parse(readFileSync(metaFile, 'utf8')) as BuiltSite
    rmSync(outDir, { recursive: true, force: true })
    removeStaleBuilds(key)
    const lake = withContent ? await startTestLake({ seed: true }) : undefined
    const apiHost = lake?.url ?? 'http://127.0.0.1:1'
    try {
      // Asynchronous on purpose: the build lake runs in this process and must keep answering the pre-render.
      await buildSiteInto(outDir, apiHost)
    } finally {
      await lake?.stop()
    }
    const built: BuiltSite = {
      clientDir: join(outDir, 'client'),
      apiHost,
      functionsUrl: BAKED_FUNCTIONS_URL,
      withContent,
    }
    writeFileSync(metaFile, JSON.stringify(built))
    return built
  })
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
}

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

/** Routes a context's requests for `fromOrigin` to `toOrigin` (refused when it is undefined). */
export async function forward(context: BrowserContext, fromOrigin: string, toOrigin: string | undefined) {
  await context.route(`${fromOrigin}/**`, async (route) => {
    if (!toOrigin) {
      await route.abort('connectionrefused')
      return
    }
    const url = route.request().url().replace(fromOrigin, toOrigin)
    try {
      const response = await route.fetch({ url, maxRedirects: 0 })
      await route.fulfill({ response })
    } catch {
      await route.abort('connectionrefused')
    }
  })
}

/**
 * Serves the built site on a random port. `lake: false` leaves the content API unreachable (error states);
 * `functionsUrl` routes the baked function origin to a live function.
 */
export async function startTestSite(
  options: { withContent?: boolean; lake?: boolean; functionsUrl?: string } = {},
): Promise<TestSite> {
  const built = await buildTestSite({ withContent: options.withContent })
  const lake = options.lake === false ? undefined : await startTestLake({ seed: true })
  const server = await startSiteServer({
    root: built.clientDir,
    port: 0,
    // The live lake's own origin too: the image URLs it returns name it.
    connectOrigins: [built.apiHost, built.functionsUrl, ...(lake ? [lake.url] : [])],
  })
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
