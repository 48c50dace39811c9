import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildTestSite } from '../support/site.ts'

// The production server bundle carries the default copy from the contract (`schemas/`), never the lake's seed: the
// bundler heads each module it inlines with a `// <path>` comment, so a module from `lake/` would show there.
const MODULE_HEADER = /^\/\/ ((?:\.\.\/)+\S+\.tsx?)$/gm

function serverModules(serverDir: string): string[] {
  const files = readdirSync(serverDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.js'),
  )
  return files.flatMap((file) =>
    [...readFileSync(join(serverDir, file), 'utf8').matchAll(MODULE_HEADER)].map((match) => match[1]),
  )
}

describe('the production server bundle', () => {
  it('holds the default copy from schemas/ and no module of the lake', async () => {
    const site = await buildTestSite()
    const modules = serverModules(join(dirname(site.clientDir), 'server'))
    expect(modules).toContain('../schemas/src/default-copy/documents.ts')
    expect(modules.filter((path) => /(^|\/)lake\//.test(path))).toEqual([])
  })
})
