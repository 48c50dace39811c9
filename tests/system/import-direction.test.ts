import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// The import-direction rules `npm test` runs (`.dependency-cruiser.mjs`): the real tree passes, and a copy of the
// site and the lake with a planted `site → lake` import, or a lake import that climbs its layers, fails, naming the
// rule and the import.
const ROOT = resolve(import.meta.dirname, '../..')
const CONFIG = join(ROOT, '.dependency-cruiser.mjs')
const CLI = join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs')

function depcruise(cwd: string, folders: string[]) {
  const run = spawnSync(process.execPath, [CLI, '--config', CONFIG, '--output-type', 'err', ...folders], {
    cwd,
    encoding: 'utf8',
  })
  return { status: run.status, output: `${run.stdout}${run.stderr}` }
}

let copy: string

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'import-direction-'))
  const skip = (path: string) => !/[\\/](node_modules|build|\.react-router)([\\/]|$)/.test(path)
  for (const folder of [
    'site/app',
    'site/package.json',
    'lake/src',
    'lake/seed/content',
    'lake/package.json',
  ]) {
    cpSync(join(ROOT, folder), join(copy, folder), { recursive: true, filter: skip })
  }
  cpSync(join(ROOT, 'lake/seed/build.ts'), join(copy, 'lake/seed/build.ts'))
  // The workspace link npm makes, so `@escrova/lake/…` resolves to the copy's lake.
  mkdirSync(join(copy, 'node_modules/@escrova'), { recursive: true })
  symlinkSync(join(copy, 'lake'), join(copy, 'node_modules/@escrova/lake'), 'dir')
})
afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true })
})

describe('the import-direction rule', () => {
  it('passes on the real tree', () => {
    const run = depcruise(ROOT, ['site', 'studio', 'schemas', 'functions', 'lake'])
    expect(run.output).toContain('no dependency violations found')
    expect(run.status).toBe(0)
  })

  it('fails on a planted import of the lake’s seed from the site, by path or by package', () => {
    const clean = depcruise(copy, ['site', 'lake'])
    expect(clean.output).toContain('no dependency violations found')

    writeFileSync(
      join(copy, 'site/app/content/planted.ts'),
      [
        "import { buildDocuments } from '../../../lake/seed/build.ts'",
        "import { startLake } from '@escrova/lake/server'",
        'export const planted = [buildDocuments, startLake]',
        '',
      ].join('\n'),
    )
    const run = depcruise(copy, ['site', 'lake'])
    expect(run.status).not.toBe(0)
    expect(run.output).toContain('error site-not-to-lake: site/app/content/planted.ts → lake/seed/build.ts')
    expect(run.output).toContain(
      'error site-not-to-lake: site/app/content/planted.ts → lake/src/server/server.ts',
    )
  })

  it('fails on a planted lake import that climbs a layer, or runs between two folders of one layer', () => {
    const clean = depcruise(copy, ['lake'])
    expect(clean.output).toContain('no dependency violations found')

    // The store importing a route; the listen service importing the live service beside it (a folder cycle's half).
    writeFileSync(
      join(copy, 'lake/src/store/planted.ts'),
      "import { queryRoutes } from '../routes/query.ts'\nexport const planted = queryRoutes\n",
    )
    writeFileSync(
      join(copy, 'lake/src/listen/planted.ts'),
      "import { LiveEvents } from '../live/events.ts'\nexport const planted = LiveEvents\n",
    )
    const run = depcruise(copy, ['lake'])
    expect(run.status).not.toBe(0)
    expect(run.output).toContain(
      'error lake-imports-climb: lake/src/store/planted.ts → lake/src/routes/query.ts',
    )
    expect(run.output).toContain(
      'error lake-imports-climb: lake/src/listen/planted.ts → lake/src/live/events.ts',
    )
  })

  it('fails on a lake folder that has no layer', () => {
    mkdirSync(join(copy, 'lake/src/unlayered'))
    writeFileSync(
      join(copy, 'lake/src/unlayered/planted.ts'),
      "import { HttpError } from '../shared/http-error.ts'\nexport const planted = HttpError\n",
    )
    const run = depcruise(copy, ['lake'])
    expect(run.status).not.toBe(0)
    expect(run.output).toContain(
      'error lake-folder-without-layer: lake/src/unlayered/planted.ts → lake/src/shared/http-error.ts',
    )
  })
})
