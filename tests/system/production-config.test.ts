/**
 * What of docs/production.md can be checked on this machine: the Workers configuration (entry, cron trigger, no
 * secret among plain vars), and that the lake's dataset export (Sanity's `.tar.gz` layout) imports back through the
 * lake's own CLI into an empty lake with every document and image intact.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parse } from 'smol-toml'
import * as tar from 'tar'
import { afterAll, describe, expect, it } from 'vitest'
import { startEdgeFunction } from '../function/workerd-harness.ts'
import { startTestLake } from '../support/lake.ts'
import { freePort } from '../support/ports.ts'

const ROOT = resolve(import.meta.dirname, '../..')
const FUNCTIONS = join(ROOT, 'functions')

describe('functions/wrangler.toml', () => {
  const config = parse(readFileSync(join(FUNCTIONS, 'wrangler.toml'), 'utf8')) as {
    name?: string
    main?: string
    compatibility_flags?: string[]
    vars?: Record<string, string>
    triggers?: { crons?: string[] }
  }

  it('runs the schedule job every minute by a cron trigger', () => {
    expect(config.triggers?.crons).toContain('*/1 * * * *')
  })

  it('points at the worker entry, which serves fetch and the scheduled event', {
    timeout: 60_000,
  }, async () => {
    expect(config.name).toBeTruthy()
    expect(config.main).toBe('src/worker.ts')
    expect(existsSync(join(FUNCTIONS, config.main as string))).toBe(true)
    expect(config.compatibility_flags).toContain('nodejs_compat')
    // The entry imports `cloudflare:workers` (its Durable Objects), so it is run where that exists: workerd, with
    // the bindings wrangler.toml declares. No store behind it: health answers 503, the cron run still completes.
    const edge = await startEdgeFunction({
      bindings: { SANITY_API_HOST: `http://127.0.0.1:${await freePort()}`, LOG_LEVEL: 'silent' },
    })
    try {
      expect((await edge.fetch(0, '/api/health')).status).toBe(503)
      expect((await edge.scheduled(0)).outcome).toBe('ok')
    } finally {
      await edge.stop()
    }
  })

  it('names the hosted project by settings and keeps secrets out of plain vars', () => {
    expect(config.vars).toMatchObject({ SANITY_API_HOST: 'hosted', SANITY_DATASET: expect.any(String) })
    expect(config.vars?.SANITY_PROJECT_ID).toBeTruthy()
    for (const secret of ['SANITY_WRITE_TOKEN', 'CLIENT_HASH_SALT']) {
      expect(config.vars ?? {}).not.toHaveProperty(secret)
    }
  })
})

describe('moving content with the lake’s export and import', () => {
  const dirs: string[] = []
  const tempDir = (prefix: string) => {
    const dir = mkdtempSync(join(tmpdir(), prefix))
    dirs.push(dir)
    return dir
  }
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  })

  async function cli(script: 'export' | 'import', dataDir: string, args: string[]) {
    // LAKE_URL at a dead port: the CLI then opens the store itself instead of asking a running lake.
    const run = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), [`lake/src/cli/${script}.ts`, ...args], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, LAKE_DATA_DIR: dataDir, LAKE_URL: `http://127.0.0.1:${await freePort()}` },
    })
    expect(run.status, `${script} failed:\n${run.stdout}\n${run.stderr}`).toBe(0)
    return run.stdout
  }

  it('exports the seeded lake as Sanity’s tarball and imports it back into an empty lake', {
    timeout: 120_000,
  }, async () => {
    const sourceDir = tempDir('lake-export-src-')
    const source = await startTestLake({ seed: true, dataDir: sourceDir })
    const everything = '*[!(_id in path("_.**"))] | order(_id asc)'
    const before = await source
      .client('write')
      .fetch<Record<string, unknown>[]>(everything, {}, { perspective: 'raw' })
    await source.stop()
    expect(before.length).toBeGreaterThan(30)

    const file = join(tempDir('lake-export-file-'), 'production.tar.gz')
    await cli('export', sourceDir, [file])

    // The layout `sanity dataset import` reads: <folder>/data.ndjson, assets.json and images/.
    const entries: string[] = []
    await tar.list({ file, onReadEntry: (entry) => entries.push(entry.path) })
    expect(entries.some((path) => /^[^/]+\/data\.ndjson$/.test(path))).toBe(true)
    expect(entries.some((path) => /^[^/]+\/assets\.json$/.test(path))).toBe(true)
    expect(entries.some((path) => /^[^/]+\/images\/[0-9a-f]{40}-\d+x\d+\.\w+$/.test(path))).toBe(true)

    const targetDir = tempDir('lake-export-dst-')
    await cli('import', targetDir, [file])
    const target = await startTestLake({ dataDir: targetDir })
    try {
      const after = await target
        .client('write')
        .fetch<Record<string, unknown>[]>(everything, {}, { perspective: 'raw' })
      // Revisions, times, upload ids and URLs are made anew by an import (as in the hosted lake).
      const comparable = (docs: Record<string, unknown>[]) =>
        docs.map(({ _rev, _updatedAt, _createdAt, url, path, uploadId, ...rest }) => rest)
      expect(comparable(after)).toEqual(comparable(before))

      // Images came along and are served from the new lake.
      const asset = after.find((doc) => doc._type === 'sanity.imageAsset') as { url: string } | undefined
      expect(asset).toBeTruthy()
      const image = await fetch(new URL(new URL(asset?.url as string).pathname, target.url))
      expect(image.status).toBe(200)
      expect(image.headers.get('content-type')).toMatch(/^image\//)
    } finally {
      await target.stop()
    }
  })
})
