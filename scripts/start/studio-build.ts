/**
 * The Studio's production build takes minutes: `npm start` rebuilds it only when its sources changed since the
 * build (`scripts/build-freshness.ts`, the same rule the test builds use), or when the addresses inlined into the
 * bundle changed (the lake's TLS listener, the function, the site: `StudioTarget`).
 */
import { existsSync, readFileSync } from 'node:fs'
import { isFresh, STUDIO_SOURCES, sourcesKey, stamp } from '../build-freshness.ts'

const BUILT = 'studio/dist/index.html'
/** Written after a build by `npm start`: the addresses that build was made for. */
const TARGET_STAMP = 'studio/dist/.inlined-addresses'
/** Written after a build by `npm start`: the key of the sources that build was made from. */
const SOURCES_STAMP = 'studio/dist/.sources-key'
/** The addresses a Studio build inlines: its `SANITY_STUDIO_*` settings. */
export interface StudioTarget {
  SANITY_STUDIO_API_HOST: string
  SANITY_STUDIO_FUNCTIONS_URL: string
  SANITY_STUDIO_SITE_URL: string
}

const describe = (target: StudioTarget) => Object.values(target).join(' ')

/** What the build was made for; `unknown` for a build `npm start` did not stamp. */
export function studioBuiltFor(): string | undefined {
  if (!existsSync(BUILT)) return undefined
  return existsSync(TARGET_STAMP) ? readFileSync(TARGET_STAMP, 'utf8').trim() : 'unknown'
}

export function studioBuiltForOther(target: StudioTarget): boolean {
  return studioBuiltFor() !== describe(target)
}

export function studioNeedsBuild(target: StudioTarget): boolean {
  if (!existsSync(BUILT) || studioBuiltForOther(target)) return true
  return !isFresh(SOURCES_STAMP, sourcesKey(STUDIO_SOURCES))
}

export function stampStudioBuild(target: StudioTarget): void {
  stamp(TARGET_STAMP, describe(target))
  stamp(SOURCES_STAMP, sourcesKey(STUDIO_SOURCES))
}
