import { spawnSync } from 'node:child_process'
import { join, resolve } from 'node:path'
import { cachedBuild, STUDIO_SOURCES, sourcesKey } from '../../../scripts/build-freshness.ts'

/**
 * One offline `sanity build` per test run, shared by every Studio test file. The lake's TLS port is random per test
 * file, so the bundle is built against a placeholder API host that the static server swaps for the real one.
 */
export const ROOT = resolve(import.meta.dirname, '../../..')
export const PLACEHOLDER_API_HOST = 'https://localhost:59999'
/** The site the Presentation tool frames, swapped likewise for a test's site server (tests/studio/presentation). */
export const PLACEHOLDER_SITE_URL = 'http://localhost:59998'
const BUILDS = join(ROOT, '.tmp/studio-e2e/builds')

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

/**
 * The built Studio for tests, built first when none was made from the sources as they are now
 * (`scripts/build-freshness.ts`, the one freshness rule; parallel test files wait for one build).
 */
export async function ensureStudioBuild(): Promise<string> {
  const settings = {
    SANITY_STUDIO_API_HOST: PLACEHOLDER_API_HOST,
    SANITY_STUDIO_SITE_URL: PLACEHOLDER_SITE_URL,
  }
  return cachedBuild(BUILDS, sourcesKey(STUDIO_SOURCES, settings), (dir) => {
    sanityBuild(dir, settings)
  })
}
