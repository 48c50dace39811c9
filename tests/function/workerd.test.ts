/**
 * The same app on the edge runtime: `functions/src/worker.ts` bundled with esbuild as Cloudflare would, run in
 * workerd through miniflare, calling the real lake on loopback.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { build } from 'esbuild'
import { Miniflare } from 'miniflare'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestLake, type TestLake } from '../support/lake.ts'
import { seedFunctionFixtures } from './fixtures.ts'
import { validApplication, validComment } from './harness.ts'

const ROOT = resolve(import.meta.dirname, '../..')

describe('the function in workerd (miniflare)', () => {
  let lake: TestLake
  let mf: Miniflare
  const outDir = mkdtempSync(join(tmpdir(), 'fn-worker-'))

  beforeAll(async () => {
    lake = await startTestLake()
    await seedFunctionFixtures(lake.client())
    const outfile = join(outDir, 'worker.js')
    await build({
      entryPoints: [join(ROOT, 'functions/src/worker.ts')],
      bundle: true,
      format: 'esm',
      platform: 'browser',
      conditions: ['workerd', 'worker', 'browser'],
      target: 'es2022',
      outfile,
      logLevel: 'silent',
    })
    mf = new Miniflare({
      modules: true,
      scriptPath: outfile,
      modulesRoot: outDir,
      compatibilityDate: '2025-09-01',
      compatibilityFlags: ['nodejs_compat'],
      bindings: {
        SANITY_API_HOST: lake.url,
        SANITY_WRITE_TOKEN: lake.tokens.write,
        SANITY_WEBHOOK_SECRET: 'worker-secret',
        CORS_ORIGINS: 'http://localhost:*',
        LOG_LEVEL: 'silent',
      },
    })
    await mf.ready
  })
  afterAll(async () => {
    await mf?.dispose()
    await lake?.stop()
    rmSync(outDir, { recursive: true, force: true })
  })

  it('reports health with the lake reachable', async () => {
    const response = await mf.dispatchFetch('http://worker.test/api/health')
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ status: 'ok', checks: { contentStore: { status: 'up' } } })
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('answers a failing wait-list submission with 422 and the spec messages', async () => {
    const response = await mf.dispatchFetch('http://worker.test/api/wait-list', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify(validApplication({ consent: false, email: 'nope' })),
    })
    expect(response.status).toBe(422)
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000')
    expect(await response.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Some fields need attention.',
        fields: { email: 'Enter a valid email address.', consent: 'You must agree before submitting.' },
      },
    })
  })

  it('stores an accepted comment in the lake', async () => {
    const response = await mf.dispatchFetch('http://worker.test/api/comments', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': '203.0.113.9' },
      body: JSON.stringify(validComment({ text: 'Posted through workerd' })),
    })
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }
    expect(await lake.client().getDocument(`drafts.${id}`)).toMatchObject({
      text: 'Posted through workerd',
      moderationStatus: 'pending',
    })
  })

  it('publishes a due scheduled draft from the cron trigger', async () => {
    const client = lake.client()
    await client.createOrReplace({
      _id: 'drafts.post-worker-cron',
      _type: 'post',
      title: 'Published by the edge cron',
      scheduledPublishAt: new Date(Date.now() - 1_000).toISOString(),
    })
    // miniflare's Fetcher runs the Worker's scheduled handler as the cron trigger would.
    const worker = (await mf.getWorker()) as unknown as {
      scheduled(options: { cron: string; scheduledTime: Date }): Promise<{ outcome: string }>
    }
    const result = await worker.scheduled({ cron: '*/1 * * * *', scheduledTime: new Date() })
    expect(result.outcome).toBe('ok')
    expect(await client.getDocument('post-worker-cron')).toMatchObject({
      title: 'Published by the edge cron',
    })
    expect(await client.getDocument('drafts.post-worker-cron')).toBeUndefined()
  })

  it('refuses an oversize body with 413 there too', async () => {
    const response = await mf.dispatchFetch('http://worker.test/api/comments', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(validComment({ text: 'x'.repeat(20_000) })),
    })
    expect(response.status).toBe(413)
  })
})
