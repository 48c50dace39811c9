import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestFunction, type TestFunction } from '../support/functions.ts'
import { type Harness, startHarness, validApplication, validComment } from './harness.ts'

let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(() => h?.stop())

describe('CORS', () => {
  it('answers a preflight from an allowed origin pattern', async () => {
    const response = await fetch(`${h.fn.url}/api/comments`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, idempotency-key',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000')
    expect(response.headers.get('access-control-allow-methods')).toContain('POST')
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('idempotency-key')
  })

  it('lets an allowed origin post and read the answer', async () => {
    const response = await h.fn.post('/api/comments', validComment(), { origin: 'http://127.0.0.1:5173' })
    expect(response.status).toBe(201)
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173')
    expect(response.headers.get('vary')).toContain('Origin')
  })

  it('lets an allowed origin read a refusal, its request id and its retry time, and caches none of it', async () => {
    const response = await h.fn.post(
      '/api/comments',
      { ...validComment(), name: '' },
      { origin: 'http://localhost:3000' },
    )
    expect(response.status).toBe(422)
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000')
    expect(response.headers.get('access-control-expose-headers')?.split(',')).toEqual([
      'X-Request-Id',
      'Retry-After',
    ])
    expect(response.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/)
    expect(response.headers.get('vary')).toBe('Origin')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect((await response.json()).error.fields).toHaveProperty('name')
  })

  it('refuses a foreign origin, preflight and request alike, and stores nothing', async () => {
    const preflight = await fetch(`${h.fn.url}/api/wait-list`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    })
    expect(preflight.status).toBe(403)
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
    const response = await h.fn.post('/api/wait-list', validApplication({ fullName: 'Foreign Origin' }), {
      origin: 'https://evil.example',
    })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({
      error: { code: 'origin_not_allowed', message: expect.any(String) },
    })
    const count = await h.lake
      .client()
      .fetch<number>('count(*[fullName == "Foreign Origin"])', {}, { perspective: 'raw' })
    expect(count).toBe(0)
  })

  it('does not treat a look-alike origin as allowed', async () => {
    const response = await h.fn.post('/api/comments', validComment(), {
      origin: 'http://localhost.evil.example:80',
    })
    expect(response.status).toBe(403)
  })
})

describe('rate limit', () => {
  let limited: TestFunction
  beforeAll(async () => {
    limited = await startTestFunction(
      { lakeUrl: h.lake.url, writeToken: h.lake.tokens.write, sheetUrl: h.sheet.execUrl },
      { rateLimit: { max: 3, windowMs: 60_000 } },
    )
  })
  afterAll(() => limited?.close())

  it('answers 429 with Retry-After once a client exceeds the limit', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 3; i++)
      statuses.push((await limited.post('/api/comments', validComment({ text: `ok ${i}` }))).status)
    expect(statuses).toEqual([201, 201, 201])
    const refused = await limited.post('/api/comments', validComment({ text: 'one too many' }))
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60)
    expect(await refused.json()).toEqual({
      error: { code: 'rate_limited', message: 'Too many requests. Please wait a moment and try again.' },
    })
    const count = await h.lake
      .client()
      .fetch<number>('count(*[_type == "comment" && text == "one too many"])', {}, { perspective: 'raw' })
    expect(count).toBe(0)
    // Health is not rate limited.
    expect((await fetch(`${limited.url}/api/health`)).status).toBe(200)
  })
})

describe('every response', () => {
  it('carries security headers and a request id, echoing a sane caller id', async () => {
    const response = await fetch(`${h.fn.url}/api/health`, { headers: { 'x-request-id': 'trace-abc-123' } })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ status: 'ok', checks: { contentStore: { status: 'up' } } })
    expect(response.headers.get('x-request-id')).toBe('trace-abc-123')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('replaces an insane request id with its own', async () => {
    const response = await fetch(`${h.fn.url}/api/health`, {
      headers: { 'x-request-id': 'bad id with spaces' },
    })
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('answers unknown routes and wrong methods in the error shape', async () => {
    const missing = await fetch(`${h.fn.url}/api/nothing-here`)
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({
      error: { code: 'not_found', message: 'No route for GET /api/nothing-here.' },
    })
    const wrongMethod = await fetch(`${h.fn.url}/api/comments`)
    expect(wrongMethod.status).toBe(405)
    expect(wrongMethod.headers.get('allow')).toBe('POST')
    expect(await wrongMethod.json()).toMatchObject({ error: { code: 'method_not_allowed' } })
  })
})
