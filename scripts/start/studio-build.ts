/**
 * The Studio's production build takes minutes: `npm start` rebuilds it only when its sources are newer than the build,
 * or when the build points at another content API host (the lake's TLS port is inlined into the bundle).
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const SOURCES = ['studio', 'schemas/src']
const SKIP = new Set(['node_modules', 'dist', '.sanity'])
const BUILT = 'studio/dist/index.html'
/** Written after a build by `npm start`: the API host that build was made for. */
const HOST_STAMP = 'studio/dist/.api-host'
/** What a build made without `SANITY_STUDIO_API_HOST` points at (`studio/lib/env.ts`). */
const DEFAULT_HOST = 'https://localhost:7743'

function newestSourceTime(dir: string): number {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue
    const path = join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestSourceTime(path) : statSync(path).mtimeMs)
  }
  return newest
}

export function studioBuiltFor(): string | undefined {
  if (!existsSync(BUILT)) return undefined
  return existsSync(HOST_STAMP) ? readFileSync(HOST_STAMP, 'utf8').trim() : DEFAULT_HOST
}

export function studioNeedsBuild(apiHost: string): boolean {
  if (!existsSync(BUILT)) return true
  if (studioBuiltFor() !== apiHost) return true
  const builtAt = statSync(BUILT).mtimeMs
  return SOURCES.some((dir) => newestSourceTime(dir) > builtAt)
}

export function stampStudioBuild(apiHost: string): void {
  writeFileSync(HOST_STAMP, `${apiHost}\n`)
}
