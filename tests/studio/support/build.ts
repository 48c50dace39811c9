import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

/**
 * One offline `sanity build` per test run, shared by every Studio test file. The lake's TLS port is random per test
 * file, so the bundle is built against a placeholder API host that the static server swaps for the real one.
 */
export const ROOT = resolve(import.meta.dirname, '../../..')
export const PLACEHOLDER_API_HOST = 'https://localhost:59999'
/** The site the Presentation tool frames, swapped likewise for a test's site server (tests/studio/presentation). */
export const PLACEHOLDER_SITE_URL = 'http://localhost:59998'
const BUILDS = join(ROOT, '.tmp/studio-e2e/builds')
const LOCK = join(ROOT, '.tmp/studio-e2e/lock')
/** Holds the path of the current build. Each build gets its own folder, so a rebuild never pulls files from
 * under a test that is still serving the previous one. */
const CURRENT = join(ROOT, '.tmp/studio-e2e/current')

function newestSource(dir: string): number {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // Only what goes into the bundle counts: docs, benchmarks and unit tests do not make the build stale.
    if (
      ['node_modules', 'dist', '.sanity', 'bench', 'test'].includes(entry.name) ||
      entry.name.endsWith('.md')
    )
      continue
    const path = join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs)
  }
  return newest
}

function currentBuild(): string | undefined {
  if (!existsSync(CURRENT)) return undefined
  const dir = readFileSync(CURRENT, 'utf8').trim()
  if (!existsSync(join(dir, 'index.html'))) return undefined
  const builtAt = statSync(CURRENT).mtimeMs
  const fresh =
    newestSource(join(ROOT, 'studio')) < builtAt && newestSource(join(ROOT, 'schemas/src')) < builtAt
  return fresh ? dir : undefined
}

/** Drops builds older than an hour, except the current one (a test run never lasts that long). */
function pruneOldBuilds(keep: string): void {
  if (!existsSync(BUILDS)) return
  for (const name of readdirSync(BUILDS)) {
    const dir = join(BUILDS, name)
    if (dir !== keep && Date.now() - statSync(dir).mtimeMs > 3_600_000)
      rmSync(dir, { recursive: true, force: true })
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Runs `sanity build` into `outDir` with the Studio's public settings; returns the seconds it took. */
export function sanityBuild(outDir: string, env: Record<string, string> = {}): number {
  const started = performance.now()
  const result = spawnSync(join(ROOT, 'node_modules/.bin/sanity'), ['build', outDir, '--yes'], {
    cwd: join(ROOT, 'studio'),
    env: {
      ...process.env,
      PATH: `${join(ROOT, 'node_modules/.bin')}:${process.env.PATH}`,
      SANITY_TELEMETRY_DISABLED: '1',
      DO_NOT_TRACK: '1',
      ...env,
    },
    encoding: 'utf8',
    timeout: 15 * 60_000,
  })
  if (result.status !== 0) {
    throw new Error(`sanity build failed (${result.status}):\n${result.stdout}\n${result.stderr}`)
  }
  return (performance.now() - started) / 1000
}

/** The built Studio for tests, building it first when missing or older than its sources. */
export async function ensureStudioBuild(): Promise<string> {
  mkdirSync(BUILDS, { recursive: true })
  for (;;) {
    const ready = currentBuild()
    if (ready) return ready
    try {
      mkdirSync(LOCK)
    } catch {
      // Another test file is building: wait for it (and take over a lock left by a killed run).
      if (Date.now() - statSync(LOCK).mtimeMs > 15 * 60_000) rmSync(LOCK, { recursive: true, force: true })
      await sleep(1000)
      continue
    }
    try {
      const ready = currentBuild()
      if (ready) return ready
      const dir = join(BUILDS, String(Date.now()))
      sanityBuild(dir, {
        SANITY_STUDIO_API_HOST: PLACEHOLDER_API_HOST,
        SANITY_STUDIO_SITE_URL: PLACEHOLDER_SITE_URL,
      })
      writeFileSync(CURRENT, dir)
      pruneOldBuilds(dir)
      return dir
    } finally {
      rmSync(LOCK, { recursive: true, force: true })
    }
  }
}
