/**
 * The Studio's production build takes minutes: `npm start` rebuilds it only when its sources changed since the
 * build (`scripts/build-freshness.ts`, the same rule the test builds use), or when the build points at another content
 * API host (the lake's TLS port is inlined into the bundle).
 */
import { existsSync, readFileSync } from 'node:fs'
import { isFresh, STUDIO_SOURCES, sourcesKey, stamp } from '../build-freshness.ts'

const BUILT = 'studio/dist/index.html'
/** Written after a build by `npm start`: the API host that build was made for. */
const HOST_STAMP = 'studio/dist/.api-host'
/** Written after a build by `npm start`: the key of the sources that build was made from. */
const SOURCES_STAMP = 'studio/dist/.sources-key'
/** What a build made without `SANITY_STUDIO_API_HOST` points at (`studio/lib/env.ts`). */
const DEFAULT_HOST = 'https://localhost:7743'

export function studioBuiltFor(): string | undefined {
  if (!existsSync(BUILT)) return undefined
  return existsSync(HOST_STAMP) ? readFileSync(HOST_STAMP, 'utf8').trim() : DEFAULT_HOST
}

export function studioNeedsBuild(apiHost: string): boolean {
  if (!existsSync(BUILT)) return true
  if (studioBuiltFor() !== apiHost) return true
  return !isFresh(SOURCES_STAMP, sourcesKey(STUDIO_SOURCES))
}

export function stampStudioBuild(apiHost: string): void {
  stamp(HOST_STAMP, apiHost)
  stamp(SOURCES_STAMP, sourcesKey(STUDIO_SOURCES))
}
