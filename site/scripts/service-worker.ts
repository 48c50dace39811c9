/**
 * Builds the service worker after the client build: `app/offline/worker/sw.ts` bundled by esbuild, then Serwist's
 * `injectManifest` writes `build/client/sw.js` with the precache list.
 *
 * Why by hand: vite-plugin-pwa (and @serwist/vite) hook into Vite's single client build and do not support React
 * Router 7's framework mode, whose browser route manifest is written only during the server build. React Router's
 * `buildEnd` hook (`react-router.config.ts`) calls this once everything is written; it reads that manifest to
 * precache the app shell's files (never the Studio preview's lazy chunks).
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { runInNewContext } from 'node:vm'
import { injectManifest } from '@serwist/build'
import { build } from 'esbuild'

const WORKER_SOURCE = resolve(import.meta.dirname, '../app/offline/worker/sw.ts')
/** Small public files the offline page needs besides the routes' code. */
const PRECACHED_FILES = ['offline.html', 'favicon.svg']
/** The routes every page of the site is inside (`app/routes.ts`). */
const SHELL_ROUTES = ['root', 'routes/main-layout']

interface RouteManifest {
  entry: { module: string; imports?: string[]; css?: string[] }
  routes: Record<string, { module: string; imports?: string[]; css?: string[] }>
}

/**
 * The app shell: the files every page loads (the entry, the root and the main layout, their imports), from React
 * Router's browser manifest. A first visit already has them in the browser's HTTP cache, so precaching them is free;
 * each page's own route files are saved when that page is visited. The manifest's own file is read, not kept: a page
 * carries the part of it that it needs and asks `/__manifest` for more (React Router's lazy route discovery), so no page
 * loads it, and it grows with every route (about 2 KB of Brotli with the languages' routes).
 */
export function shellFiles(clientDir: string): string[] {
  const assets = join(clientDir, 'assets')
  const manifestFile = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name))
  if (!manifestFile) throw new Error(`no React Router manifest in ${assets}`)
  const window: { __reactRouterManifest?: RouteManifest } = {}
  runInNewContext(readFileSync(join(assets, manifestFile), 'utf8'), { window })
  const manifest = window.__reactRouterManifest
  if (!manifest) throw new Error(`${manifestFile} defines no route manifest`)
  const files = new Set<string>()
  const shell = [manifest.entry, ...SHELL_ROUTES.map((id) => manifest.routes[id])]
  for (const part of shell) {
    if (!part) throw new Error(`the route manifest has no ${SHELL_ROUTES.join(' or ')}`)
    for (const file of [part.module, ...(part.imports ?? []), ...(part.css ?? [])]) files.add(file)
  }
  return [...files].map((file) => file.replace(/^\//, ''))
}

/**
 * What marks code that pages load on demand yet need offline, each found in the built chunks by a string only it
 * holds: the forms' outbox (its IndexedDB name, flag and sync tag: `site/app/offline/outbox/names.ts`), precached,
 * since any form may need it; and the comment form, which a post page loads only as the reader nears it (the
 * function route it posts to: `site/app/features/comments/comment-form.tsx`), kept by the worker when a post page goes
 * by rather than on every first visit (`app/offline/worker/sw.ts`).
 */
const ON_DEMAND_MARKS = { outbox: 'escrova-outbox', commentForm: '/api/comments' } as const
const STATIC_IMPORT = /(?:from|import)\s*"\.\/([\w.-]+\.js)"/g

/** The chunks holding a part's mark and what they import: no route's own files name them. */
export function onDemandFiles(clientDir: string, part: keyof typeof ON_DEMAND_MARKS): string[] {
  const assets = join(clientDir, 'assets')
  const source = (name: string) => readFileSync(join(assets, name), 'utf8')
  const mark = ON_DEMAND_MARKS[part]
  const pending = readdirSync(assets).filter((name) => name.endsWith('.js') && source(name).includes(mark))
  // A renamed mark would drop the part without a word: fail the build instead.
  if (pending.length === 0) throw new Error(`no chunk in ${assets} holds the ${part}'s mark '${mark}'`)
  const found = new Set<string>()
  while (pending.length > 0) {
    const name = pending.pop() as string
    if (found.has(name)) continue
    found.add(name)
    for (const match of source(name).matchAll(STATIC_IMPORT)) pending.push(match[1])
  }
  return [...found].map((name) => `assets/${name}`)
}

export async function buildServiceWorker(clientDir: string) {
  const bundled = join(clientDir, '..', 'sw.bundled.js')
  const precached = new Set([
    ...shellFiles(clientDir),
    ...onDemandFiles(clientDir, 'outbox'),
    ...PRECACHED_FILES,
  ])
  const postPageFiles = onDemandFiles(clientDir, 'commentForm').filter((file) => !precached.has(file))
  await build({
    entryPoints: [WORKER_SOURCE],
    outfile: bundled,
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: true,
    define: {
      'process.env.NODE_ENV': '"production"',
      __POST_PAGE_FILES__: JSON.stringify(postPageFiles.map((file) => `/${file}`)),
    },
    logLevel: 'warning',
  })
  const result = await injectManifest({
    swSrc: bundled,
    swDest: join(clientDir, 'sw.js'),
    globDirectory: clientDir,
    globPatterns: [...precached],
    // Hashed names change with their content, and an icon is replaced under a new name, never in place
    // (`server/static-files.ts`): no revision, so the browser's HTTP cache, which the page just filled, answers.
    dontCacheBustURLsMatching: /^(assets\/|favicon\.svg$)/,
    injectionPoint: 'self.__SW_MANIFEST',
  })
  rmSync(bundled, { force: true })
  for (const warning of result.warnings) console.warn(`[service worker] ${warning}`)
  return result
}
