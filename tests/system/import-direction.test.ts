import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// The import-direction rules `npm test` runs (`.dependency-cruiser.mjs`): the real tree passes, and a copy of the
// site, the function and the lake fails on a planted `site → lake` import and on imports that climb a layer inside
// the lake, the site or the function, naming the rule and the import.
const ROOT = resolve(import.meta.dirname, '../..')
const CONFIG = join(ROOT, '.dependency-cruiser.mjs')
const CLI = join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs')

/** Writes `lines` to `path` in the copy, runs `run`, and removes the file again (each test plants its own). */
function planted<T>(path: string, lines: string[], run: () => T): T {
  writeFileSync(join(copy, path), [...lines, ''].join('\n'))
  try {
    return run()
  } finally {
    rmSync(join(copy, path))
  }
}

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
    'functions/src',
    'functions/package.json',
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

    const run = planted(
      'site/app/content/planted.ts',
      [
        "import { buildDocuments } from '../../../lake/seed/build.ts'",
        "import { startLake } from '@escrova/lake/server'",
        'export const planted = [buildDocuments, startLake]',
      ],
      () => depcruise(copy, ['site', 'lake']),
    )
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
    const run = planted(
      'lake/src/store/planted.ts',
      ["import { queryRoutes } from '../routes/query.ts'", 'export const planted = queryRoutes'],
      () =>
        planted(
          'lake/src/listen/planted.ts',
          ["import { LiveEvents } from '../live/events.ts'", 'export const planted = LiveEvents'],
          () => depcruise(copy, ['lake']),
        ),
    )
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
    const run = planted(
      'lake/src/unlayered/planted.ts',
      ["import { HttpError } from '../shared/http-error.ts'", 'export const planted = HttpError'],
      () => depcruise(copy, ['lake']),
    )
    expect(run.status).not.toBe(0)
    expect(run.output).toContain(
      'error lake-folder-without-layer: lake/src/unlayered/planted.ts → lake/src/shared/http-error.ts',
    )
  })

  it('fails on imports that climb inside the site: a shared component into a feature, lib into the preview', () => {
    const clean = depcruise(copy, ['site'])
    expect(clean.output).toContain('no dependency violations found')

    const run = planted(
      'site/app/components/planted.ts',
      [
        "import { readListParams } from '../features/blog/api.ts'",
        "import { meta } from '../routes/home.tsx'",
        'export const planted = [readListParams, meta]',
      ],
      () =>
        planted('site/app/lib/planted.ts', ["export * from '../preview/registry.ts'"], () =>
          depcruise(copy, ['site']),
        ),
    )
    expect(run.status).not.toBe(0)
    expect(run.output).toContain(
      'error site-shared-not-to-features: site/app/components/planted.ts → site/app/features/blog/api.ts',
    )
    expect(run.output).toContain(
      'error site-shell-on-top: site/app/components/planted.ts → site/app/routes/home.tsx',
    )
    expect(run.output).toContain(
      'error site-features-not-to-preview: site/app/lib/planted.ts → site/app/preview/registry.ts',
    )
  })

  it('fails on imports that climb inside the function: the lake client into a service, a service into a route', () => {
    const clean = depcruise(copy, ['functions'])
    expect(clean.output).toContain('no dependency violations found')

    const run = planted('functions/src/content/planted.ts', ["export * from '../delivery/deliver.ts'"], () =>
      planted('functions/src/delivery/planted.ts', ["export * from '../privacy/route.ts'"], () =>
        depcruise(copy, ['functions']),
      ),
    )
    expect(run.status).not.toBe(0)
    expect(run.output).toContain(
      'error functions-storage-not-to-services: functions/src/content/planted.ts → functions/src/delivery/deliver.ts',
    )
    expect(run.output).toContain(
      'error functions-services-not-to-routes: functions/src/delivery/planted.ts → functions/src/privacy/route.ts',
    )
  })
})
