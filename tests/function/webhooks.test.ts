import { createServer, type Server } from 'node:http'
import { encodeSignatureHeader } from '@sanity/webhook'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestFunction, TEST_WEBHOOK_SECRET, type TestFunction } from '../support/functions.ts'
import { startTestLake, type TestLake } from '../support/lake.ts'
import { freePort } from '../support/ports.ts'
import { waitFor } from '../support/wait.ts'

async function signed(body: string, timestamp = Date.now(), secret = TEST_WEBHOOK_SECRET) {
  return { 'sanity-webhook-signature': await encodeSignatureHeader(body, timestamp, secret) }
}

describe('POST /api/webhooks/sanity', () => {
  let lake: TestLake
  let fn: TestFunction
  let rebuilds = 0
  beforeAll(async () => {
    lake = await startTestLake()
    fn = await startTestFunction(
      { lakeUrl: lake.url, writeToken: lake.tokens.write },
      {
        rebuildHook: async () => {
          rebuilds += 1
        },
        // Long enough that a burst sent at once lands inside one window even on a loaded machine.
        rebuildDebounceMs: 1_000,
      },
    )
  })
  afterAll(async () => {
    await fn?.close()
    await lake?.stop()
  })

  const postEvent = (id = 'post-1') =>
    JSON.stringify({ _id: id, _type: 'post', title: 'Escrow in Kano', slug: { current: 'kano' } })

  it('verifies a valid signature and calls the rebuild hook for a published post', async () => {
    const before = rebuilds
    const body = postEvent()
    const response = await fn.post('/api/webhooks/sanity', body, {
      ...(await signed(body)),
      'sanity-operation': 'update',
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true, rebuild: 'scheduled' })
    await waitFor(() => rebuilds === before + 1)
  })

  it('coalesces a burst of webhooks into one rebuild', async () => {
    await fn.service.settle()
    const before = rebuilds
    const responses = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const body = postEvent(`post-burst-${i}`)
        return fn.post('/api/webhooks/sanity', body, await signed(body))
      }),
    )
    expect(responses.every((response) => response.status === 200)).toBe(true)
    await fn.service.settle()
    expect(rebuilds).toBe(before + 1)
  })

  it('acknowledges other document types without a rebuild', async () => {
    const before = rebuilds
    const body = JSON.stringify({ _id: 'comment-1', _type: 'comment' })
    const response = await fn.post('/api/webhooks/sanity', body, await signed(body))
    expect(await response.json()).toEqual({ ok: true, rebuild: 'ignored' })
    await fn.service.settle()
    expect(rebuilds).toBe(before)
  })

  const refusals: Array<[string, () => Promise<{ body: string; headers: Record<string, string> }>, string]> =
    [
      ['no signature', async () => ({ body: postEvent(), headers: {} }), 'missing_signature'],
      [
        'a signature made with another secret',
        async () => ({ body: postEvent(), headers: await signed(postEvent(), Date.now(), 'wrong-secret') }),
        'invalid_signature',
      ],
      [
        'a body changed after signing',
        async () => ({ body: postEvent('post-tampered'), headers: await signed(postEvent()) }),
        'invalid_signature',
      ],
      [
        'a malformed header',
        async () => ({ body: postEvent(), headers: { 'sanity-webhook-signature': 'garbage' } }),
        'invalid_signature',
      ],
      [
        'a timestamp over 5 minutes old',
        async () => ({
          body: postEvent(),
          headers: await signed(postEvent(), Date.now() - 5 * 60_000 - 1_000),
        }),
        'stale_signature',
      ],
      [
        'a timestamp in the future',
        async () => ({ body: postEvent(), headers: await signed(postEvent(), Date.now() + 10 * 60_000) }),
        'stale_signature',
      ],
    ]

  it.each(refusals)('refuses %s with 401 and rebuilds nothing', async (_label, make, code) => {
    await fn.service.settle()
    const before = rebuilds
    const { body, headers } = await make()
    const response = await fn.post('/api/webhooks/sanity', body, headers)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: { code, message: expect.any(String) } })
    await fn.service.settle()
    expect(rebuilds).toBe(before)
  })

  it('refuses a replayed delivery (same signature) with 401', async () => {
    const body = postEvent('post-replay')
    const headers = await signed(body)
    expect((await fn.post('/api/webhooks/sanity', body, headers)).status).toBe(200)
    await fn.service.settle()
    const before = rebuilds
    const replay = await fn.post('/api/webhooks/sanity', body, headers)
    expect(replay.status).toBe(401)
    expect(await replay.json()).toMatchObject({ error: { code: 'replayed_signature' } })
    await fn.service.settle()
    expect(rebuilds).toBe(before)
  })

  it('treats a redelivery with the same idempotency-key as done', async () => {
    const body = postEvent('post-redelivered')
    const first = await fn.post('/api/webhooks/sanity', body, {
      ...(await signed(body)),
      'idempotency-key': 'evt-1',
    })
    expect(await first.json()).toEqual({ ok: true, rebuild: 'scheduled' })
    const again = await fn.post('/api/webhooks/sanity', body, {
      ...(await signed(body, Date.now() + 1)),
      'idempotency-key': 'evt-1',
    })
    expect(await again.json()).toEqual({ ok: true, rebuild: 'duplicate' })
  })
})

describe('webhooks from the lake to the function, rebuild hook as a URL', () => {
  let lake: TestLake
  let fn: TestFunction
  let hook: Server
  const hookCalls: Array<{ documents: string[] }> = []

  beforeAll(async () => {
    hook = createServer((request, response) => {
      let text = ''
      request.on('data', (chunk) => (text += chunk))
      request.on('end', () => {
        hookCalls.push(JSON.parse(text))
        response.end('ok')
      })
    })
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve))
    const hookUrl = `http://127.0.0.1:${(hook.address() as { port: number }).port}/rebuild`
    const lakePort = await freePort()
    fn = await startTestFunction(
      { lakeUrl: `http://127.0.0.1:${lakePort}`, writeToken: 'unused-by-webhooks' },
      { rebuildHook: hookUrl },
    )
    lake = await startTestLake({
      port: lakePort,
      webhooks: [
        {
          name: 'site rebuild',
          url: `${fn.url}/api/webhooks/sanity`,
          filter: '_type == "post"',
          projection: '{_id, _type, title}',
          secret: TEST_WEBHOOK_SECRET,
        },
      ],
    })
  })
  afterAll(async () => {
    await fn?.close()
    await lake?.stop()
    await new Promise<void>((resolve) => hook.close(() => resolve()))
  })

  it('publishing a post in the lake sends a signed webhook that rebuilds the site once', async () => {
    await lake.client().createOrReplace({
      _id: 'post-from-lake',
      _type: 'post',
      title: 'Hello Abuja',
      slug: { current: 'hello-abuja' },
    })
    await waitFor(() => hookCalls.length >= 1)
    await fn.service.settle()
    expect(hookCalls).toEqual([{ reason: 'content-changed', documents: ['post-from-lake'] }])
  })
})
