/**
 * The one rule for "is this build stale": a build is fresh when the key of the sources it was made from equals the
 * key of the sources now. The key hashes each source file's path and contents (not its modification time, so a
 * checkout or rebase that leaves the files as they were does not cost a rebuild, and an edit always does), plus any
 * settings the build inlines. Used by `npm start` (`scripts/start/studio-build.ts`), the site's test build
 * (`tests/support/site.ts`) and the Studio's test build (`tests/studio/support/build.ts`).
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

export const ROOT = resolve(import.meta.dirname, '..')

/** What goes into a build: folders walked recursively and single files, relative to the repository root (or absolute). */
export interface BuildSources {
  folders: string[]
  files: string[]
}

/** Never part of a bundle: dependencies, build output, caches, and the docs, benchmarks and unit tests beside code. */
function skipped(name: string): boolean {
  return (
    ['node_modules', 'dist', 'build', '.sanity', '.react-router', 'bench', 'test'].includes(name) ||
    name.endsWith('.md')
  )
}

/** The site's bundle: its app, public files and build settings, and the contract it imports. */
export const SITE_SOURCES: BuildSources = {
  folders: ['site/app', 'site/public', 'site/scripts', 'schemas/src'],
  files: ['site/vite.config.ts', 'site/react-router.config.ts', 'site/package.json'],
}

/** The Studio's bundle: the Studio folder (config, structure, actions, components…) and the contract. */
export const STUDIO_SOURCES: BuildSources = {
  folders: ['studio', 'schemas/src'],
  files: [],
}

function hashFolder(hash: ReturnType<typeof createHash>, dir: string) {
  if (!existsSync(dir)) return
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (skipped(entry.name)) continue
    const path = join(dir, entry.name)
    if (entry.isDirectory()) hashFolder(hash, path)
    else if (entry.isFile()) hashFile(hash, path)
  }
}

function hashFile(hash: ReturnType<typeof createHash>, path: string) {
  hash.update(`${relative(ROOT, path)}\0`)
  hash.update(readFileSync(path))
  hash.update('\0')
}

/** The key of `sources` as they are now, with `settings` (what the build inlines: API hosts, URLs) mixed in. */
export function sourcesKey(sources: BuildSources, settings: Record<string, string> = {}): string {
  const hash = createHash('sha256')
  for (const folder of sources.folders) hashFolder(hash, resolve(ROOT, folder))
  for (const file of sources.files) {
    const path = resolve(ROOT, file)
    if (existsSync(path)) hashFile(hash, path)
  }
  hash.update(JSON.stringify(Object.entries(settings).sort()))
  return hash.digest('hex').slice(0, 16)
}

/** Whether the build whose stamp is `stampFile` was made from sources with this key. */
export function isFresh(stampFile: string, key: string): boolean {
  return existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === key
}

/** Records that the build beside `stampFile` was made from sources with this key. */
export function stamp(stampFile: string, key: string): void {
  writeFileSync(stampFile, `${key}\n`)
}

/** Runs `work` holding a lock folder, so parallel test workers wait for one build; a lock past `staleMs` is a crashed run's. */
export async function withLock<T>(
  lockDir: string,
  work: () => Promise<T>,
  staleMs = 15 * 60_000,
): Promise<T> {
  const deadline = Date.now() + staleMs
  for (;;) {
    try {
      mkdirSync(lockDir)
      break
    } catch {
      try {
        if (Date.now() - statSync(lockDir).mtimeMs > staleMs)
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

/**
 * A build cache for tests and benchmarks: each key gets its own folder under `cacheDir` (a rebuild never pulls files
 * from under a test still serving an older build), built at most once across parallel workers. Returns the folder.
 * Builds of other keys, finished and over an hour old, are dropped so the cache does not grow.
 */
export async function cachedBuild(
  cacheDir: string,
  key: string,
  build: (outDir: string) => Promise<void> | void,
): Promise<string> {
  const outDir = join(cacheDir, key)
  const stampFile = join(outDir, '.sources-key')
  mkdirSync(cacheDir, { recursive: true })
  if (isFresh(stampFile, key)) return outDir
  return withLock(`${outDir}.lock`, async () => {
    if (isFresh(stampFile, key)) return outDir
    rmSync(outDir, { recursive: true, force: true })
    pruneOtherBuilds(cacheDir, key)
    await build(outDir)
    stamp(stampFile, key)
    return outDir
  })
}

function pruneOtherBuilds(cacheDir: string, key: string) {
  for (const name of readdirSync(cacheDir)) {
    if (name.startsWith(key) || name.endsWith('.lock') || existsSync(join(cacheDir, `${name}.lock`))) continue
    const path = join(cacheDir, name)
    if (Date.now() - statSync(path).mtimeMs > 60 * 60_000) rmSync(path, { recursive: true, force: true })
  }
}
