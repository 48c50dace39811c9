/**
 * The same app on the edge runtime, in workerd through miniflare (`workerd-harness.ts`), calling the real lake on
 * loopback. Two instances (two isolates) share the Durable Object bindings `functions/wrangler.toml` declares, so
 * what the function promises across isolates is shown across them: one rate limit per client.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestLake, type TestLake } from '../support/lake.ts'
import { seedFunctionFixtures } from './fixtures.ts'
import { validApplication, validComment } from './harness.ts'
import { type EdgeFunction, startEdgeFunction } from './workerd-harness.ts'

const RATE_LIMIT_MAX = 5

describe('the function in workerd (miniflare), two instances sharing Durable Objects', () => {
  let lake: TestLake
  let edge: EdgeFunction

  beforeAll(async () => {
    lake = await startTestLake()
    await seedFunctionFixtures(lake.client())
    edge = await startEdgeFunction({
      instances: 2,
      bindings: {
        SANITY_API_HOST: lake.url,
        SANITY_WRITE_TOKEN: lake.tokens.write,
        CORS_ORIGINS: 'http://localhost:*',
        RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
        LOG_LEVEL: 'silent',
      },
    })
  }, 60_000)
  afterAll(async () => {
    await edge?.stop()
    await lake?.stop()
  })

  const postJson = (instance: number, path: string, body: unknown, headers: Record<string, string> = {}) =>
    edge.fetch(instance, path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })

  it('reports health with the lake reachable', async () => {
    const response = await edge.fetch(0, '/api/health')
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ status: 'ok', checks: { contentStore: { status: 'up' } } })
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('answers a failing wait-list submission with 422 and the spec messages', async () => {
    const response = await postJson(
      1,
      '/api/wait-list',
      validApplication({ consent: false, email: 'nope' }),
      {
        origin: 'http://localhost:3000',
        'cf-connecting-ip': '203.0.113.1',
      },
    )
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
    const response = await postJson(0, '/api/comments', validComment({ text: 'Posted through workerd' }), {
      'cf-connecting-ip': '203.0.113.9',
    })
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }
    expect(await lake.client().getDocument(`drafts.${id}`)).toMatchObject({
      text: 'Posted through workerd',
      moderationStatus: 'pending',
    })
  })

  it('accepts concurrent comments on one instance, none waiting on another request (workerd cancels that)', async () => {
    const texts = Array.from({ length: 20 }, (_, i) => `Concurrent edge comment ${i}`)
    const responses = await Promise.all(
      texts.map((text, i) =>
        postJson(0, '/api/comments', validComment({ text }), { 'cf-connecting-ip': `203.0.113.${100 + i}` }),
      ),
    )
    expect(responses.map((response) => response.status)).toEqual(Array(texts.length).fill(201))
    const stored = await lake
      .client()
      .fetch<string[]>('*[_type == "comment" && text in $texts].text', { texts }, { perspective: 'raw' })
    expect(stored.sort()).toEqual([...texts].sort())
  })

  it('refuses an oversize body with 413 there too', async () => {
    const response = await postJson(0, '/api/comments', validComment({ text: 'x'.repeat(20_000) }), {
      'cf-connecting-ip': '203.0.113.2',
    })
    expect(response.status).toBe(413)
  })

  it('holds one rate limit per client across instances; another client is unaffected', async () => {
    const busy = { 'cf-connecting-ip': '198.51.100.7' }
    const invalid = validApplication({ consent: false })
    // The allowance is spent on both instances in turn: each alone has seen fewer than the limit.
    const within = []
    for (let i = 0; i < RATE_LIMIT_MAX; i++)
      within.push((await postJson(i % 2, '/api/wait-list', invalid, busy)).status)
    expect(within).toEqual(Array(RATE_LIMIT_MAX).fill(422))

    for (const instance of [0, 1]) {
      const refused = await postJson(instance, '/api/wait-list', invalid, busy)
      expect(refused.status, `instance ${instance}`).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60)
      expect(await refused.json()).toEqual({
        error: { code: 'rate_limited', message: 'Too many requests. Please wait a moment and try again.' },
      })
    }

    const other = { 'cf-connecting-ip': '198.51.100.8' }
    for (const instance of [0, 1]) {
      expect(
        (await postJson(instance, '/api/wait-list', invalid, other)).status,
        `instance ${instance}`,
      ).toBe(422)
    }
    // Comments share the same limit as the wait-list: the busy client is refused there too.
    expect((await postJson(1, '/api/comments', validComment(), busy)).status).toBe(429)
  })
})
