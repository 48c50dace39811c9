import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestFunction, type TestFunction } from '../support/functions.ts'
import { startTestLake, type TestLake } from '../support/lake.ts'
import { freePort } from '../support/ports.ts'
import { startTestSheet, type TestSheet } from '../support/sheet.ts'
import { seedFunctionFixtures } from './fixtures.ts'
import { validApplication, validComment } from './harness.ts'

/** A port nothing listens on. */
const deadPort = freePort

describe('content store down', () => {
  let dead: TestFunction
  beforeAll(async () => {
    dead = await startTestFunction({ lakeUrl: `http://127.0.0.1:${await deadPort()}`, writeToken: 'unused' })
  })
  afterAll(() => dead?.close())

  it.each([
    ['/api/comments', validComment()],
    ['/api/wait-list', validApplication()],
  ])('%s answers 503 with a clear message', async (path, body) => {
    const response = await dead.post(path, body)
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('5')
    expect(await response.json()).toEqual({
      error: {
        code: 'content_store_unavailable',
        message: 'The content store is unavailable right now. Nothing was saved; please try again shortly.',
      },
    })
  })

  it('health reports the store down with 503', async () => {
    const response = await fetch(`${dead.url}/api/health`)
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({
      status: 'degraded',
      checks: { contentStore: { status: 'down' } },
    })
  })

  it('still validates without the store: bad input is a 422, not a 503', async () => {
    const response = await dead.post('/api/wait-list', validApplication({ consent: false }))
    expect(response.status).toBe(422)
  })
})

describe('a store that refuses the function (wrong token)', () => {
  let lake: TestLake
  let fn: TestFunction
  beforeAll(async () => {
    lake = await startTestLake()
    await seedFunctionFixtures(lake.client())
    fn = await startTestFunction({ lakeUrl: lake.url, writeToken: 'not-a-valid-token' })
  })
  afterAll(async () => {
    await fn?.close()
    await lake?.stop()
  })

  it('answers a plain 500 without any internal detail', async () => {
    const response = await fn.post('/api/wait-list', validApplication())
    expect(response.status).toBe(500)
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({
      error: { code: 'internal_error', message: 'Something went wrong on our side. Please try again.' },
    })
    expect(text).not.toMatch(/token|stack|at .*\.ts/i)
  })
})

describe('lake closed, then back on the same port', () => {
  let lake: TestLake
  let sheet: TestSheet
  let fn: TestFunction
  const dataDir = mkdtempSync(join(tmpdir(), 'fn-store-down-'))

  beforeAll(async () => {
    lake = await startTestLake({ dataDir })
    await seedFunctionFixtures(lake.client())
    sheet = await startTestSheet()
    fn = await startTestFunction({
      lakeUrl: lake.url,
      writeToken: lake.tokens.write,
      sheetUrl: sheet.execUrl,
    })
  })
  afterAll(async () => {
    await fn?.close()
    await sheet?.stop()
    await lake?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('answers 503 while the lake is down, and a retry with the same key lands once when it is back', async () => {
    const port = Number(new URL(lake.url).port)
    const tokens = lake.tokens
    await lake.close()

    const key = { 'idempotency-key': 'store-down-retry-0001' }
    const commentKey = { 'idempotency-key': 'store-down-comment-0001' }
    const down = await fn.post('/api/wait-list', validApplication({ fullName: 'Lake Was Down' }), key)
    expect(down.status).toBe(503)
    const downComment = await fn.post(
      '/api/comments',
      validComment({ text: 'Sent while the lake was down' }),
      commentKey,
    )
    expect(downComment.status).toBe(503)

    lake = await startTestLake({ dataDir, port, tokens })
    const client = lake.client()
    const before = await client.fetch<number>(
      'count(*[_type == "waitListApplication" && fullName == "Lake Was Down"])',
      {},
      { perspective: 'raw' },
    )
    expect(before).toBe(0)

    const retries = await Promise.all([
      fn.post('/api/wait-list', validApplication({ fullName: 'Lake Was Down' }), key),
      fn.post('/api/wait-list', validApplication({ fullName: 'Lake Was Down' }), key),
      fn.post('/api/comments', validComment({ text: 'Sent while the lake was down' }), commentKey),
      fn.post('/api/comments', validComment({ text: 'Sent while the lake was down' }), commentKey),
    ])
    expect(retries.map((response) => response.status)).toEqual([201, 201, 201, 201])
    await fn.service.settle()
    await fn.service.runSchedule()

    const counts = await client.fetch<{ applications: number; comments: number }>(
      `{
        "applications": count(*[_type == "waitListApplication" && fullName == "Lake Was Down"]),
        "comments": count(*[_type == "comment" && text == "Sent while the lake was down"])
      }`,
      {},
      { perspective: 'raw' },
    )
    expect(counts).toEqual({ applications: 1, comments: 1 })
    expect(sheet.rows().filter((row) => row.Name === 'Lake Was Down')).toHaveLength(1)
  })
})
