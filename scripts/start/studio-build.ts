/** The Studio's production build takes minutes: `npm start` rebuilds it only when its sources are newer. */
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const SOURCES = ['studio', 'schemas/src']
const SKIP = new Set(['node_modules', 'dist', '.sanity'])

function newestSourceTime(dir: string): number {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue
    const path = join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestSourceTime(path) : statSync(path).mtimeMs)
  }
  return newest
}

export function studioNeedsBuild(): boolean {
  const built = 'studio/dist/index.html'
  if (!existsSync(built)) return true
  const builtAt = statSync(built).mtimeMs
  return SOURCES.some((dir) => newestSourceTime(dir) > builtAt)
}
