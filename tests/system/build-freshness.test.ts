/** The one build-freshness rule (`scripts/build-freshness.ts`), used by `npm start` and the site and Studio test builds. */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  type BuildSources,
  cachedBuild,
  isFresh,
  ROOT,
  SITE_SOURCES,
  STUDIO_SOURCES,
  sourcesKey,
  stamp,
} from '../../scripts/build-freshness.ts'

let dir: string
let sources: BuildSources

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'freshness-'))
  mkdirSync(join(dir, 'app/routes'), { recursive: true })
  mkdirSync(join(dir, 'app/test'), { recursive: true })
  writeFileSync(join(dir, 'app/routes/home.tsx'), 'export default 1\n')
  writeFileSync(join(dir, 'app/test/home.test.ts'), 'test\n')
  writeFileSync(join(dir, 'app/README.md'), 'docs\n')
  writeFileSync(join(dir, 'vite.config.ts'), 'config\n')
  sources = { folders: [join(dir, 'app')], files: [join(dir, 'vite.config.ts')] }
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('build freshness', () => {
  it('keys the sources by content: an edit changes the key, a touch or a rewrite of the same bytes does not', () => {
    const before = sourcesKey(sources)
    const later = new Date(Date.now() + 60_000)
    utimesSync(join(dir, 'app/routes/home.tsx'), later, later)
    writeFileSync(join(dir, 'vite.config.ts'), 'config\n')
    expect(sourcesKey(sources)).toBe(before)
    writeFileSync(join(dir, 'app/routes/home.tsx'), 'export default 2\n')
    expect(sourcesKey(sources)).not.toBe(before)
  })

  it('sees a new file, a renamed file and a changed single file', () => {
    const before = sourcesKey(sources)
    writeFileSync(join(dir, 'app/routes/about.tsx'), '')
    const added = sourcesKey(sources)
    expect(added).not.toBe(before)
    rmSync(join(dir, 'app/routes/about.tsx'))
    writeFileSync(join(dir, 'app/routes/other.tsx'), '')
    expect(sourcesKey(sources)).not.toBe(added)
    const renamed = sourcesKey(sources)
    writeFileSync(join(dir, 'vite.config.ts'), 'config 2\n')
    expect(sourcesKey(sources)).not.toBe(renamed)
  })

  it('ignores what no bundle holds: unit tests, docs', () => {
    const before = sourcesKey(sources)
    writeFileSync(join(dir, 'app/test/home.test.ts'), 'changed\n')
    writeFileSync(join(dir, 'app/README.md'), 'changed\n')
    expect(sourcesKey(sources)).toBe(before)
  })

  it('mixes in the settings a build inlines', () => {
    expect(sourcesKey(sources, { apiHost: 'https://a' })).not.toBe(
      sourcesKey(sources, { apiHost: 'https://b' }),
    )
    expect(sourcesKey(sources, { apiHost: 'https://a' })).toBe(sourcesKey(sources, { apiHost: 'https://a' }))
  })

  it('a stamp is fresh only for its own key', () => {
    const file = join(dir, 'stamp')
    expect(isFresh(file, 'abc')).toBe(false)
    stamp(file, 'abc')
    expect(isFresh(file, 'abc')).toBe(true)
    expect(isFresh(file, 'abd')).toBe(false)
  })

  it('builds once for parallel callers and again only when the sources change', async () => {
    const cache = join(dir, 'cache')
    let builds = 0
    const build = async (outDir: string) => {
      builds++
      mkdirSync(outDir, { recursive: true })
      writeFileSync(join(outDir, 'index.html'), 'built')
    }
    const key = sourcesKey(sources)
    const outs = await Promise.all([1, 2, 3].map(() => cachedBuild(cache, key, build)))
    expect(new Set(outs)).toEqual(new Set([join(cache, key)]))
    expect(builds).toBe(1)
    expect(await cachedBuild(cache, key, build)).toBe(join(cache, key))
    expect(builds).toBe(1)
    writeFileSync(join(dir, 'app/routes/home.tsx'), 'export default 3\n')
    const next = sourcesKey(sources)
    expect(await cachedBuild(cache, next, build)).toBe(join(cache, next))
    expect(builds).toBe(2)
    expect(readdirSync(cache).sort()).toEqual([key, next].sort())
  })

  it('the site and Studio source sets name folders and files that exist', () => {
    for (const set of [SITE_SOURCES, STUDIO_SOURCES]) {
      for (const path of [...set.folders, ...set.files])
        expect(existsSync(resolve(ROOT, path)), path).toBe(true)
    }
    expect(SITE_SOURCES.folders).toContain('schemas/src')
    expect(STUDIO_SOURCES.folders).toContain('schemas/src')
  })
})
