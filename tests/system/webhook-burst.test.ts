/**
 * A burst of signed webhooks: 100 valid ones accepted, their replays refused with 401, and the site's rebuild hook
 * coalesced into a few runs, not 100. Then the same through the lake's own GROQ-powered webhooks, as an editor
 * publishing a batch of posts would cause.
 */
import { DEFAULTS } from '@escrova/functions/config'
import { encodeSignatureHeader } from '@sanity/webhook'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestFunction, TEST_WEBHOOK_SECRET, type TestFunction } from '../support/functions.ts'
import { startTestLake, type TestLake } from '../support/lake.ts'
import { freePort } from '../support/ports.ts'
import { isCleanError, waitFor } from './support/traffic.ts'

const BURST = 100

describe('a burst of signed webhooks', () => {
  let fn: TestFunction
  let lake: TestLake
  let rebuilds = 0
  let received = 0

  beforeAll(async () => {
    // The webhook route needs no content store; the lake comes second so it can be told the function's URL.
    fn = await startTestFunction(
      { lakeUrl: `http://127.0.0.1:${await freePort()}`, writeToken: 'unused' },
      {
        // The production debounce: a quiet moment of 2 s ends a burst (a loaded machine spreads one out).
        rebuildDebounceMs: DEFAULTS.rebuildDebounceMs,
        rebuildHook: async () => {
          rebuilds++
          await new Promise((resolve) => setTimeout(resolve, 200)) // a rebuild takes a while
        },
        logger: {
          info: (message) => {
            if (message === 'webhook received') received++
          },
          warn() {},
          error() {},
        },
      },
    )
    lake = await startTestLake({
      webhooks: [
        {
          name: 'Rebuild the site',
          url: `${fn.url}/api/webhooks/sanity`,
          filter: '_type in ["post", "author", "category", "tag"]',
          projection: '{_id, _type, "slug": slug.current}',
          secret: TEST_WEBHOOK_SECRET,
        },
      ],
    })
  })
  afterAll(async () => {
    await lake?.stop()
    await fn?.close()
  })

  const post = (n: number) => ({ _id: `post-burst-${n}`, _type: 'post', slug: `burst-${n}` })

  async function send(body: string, signature: string, deliveryKey?: string) {
    const response = await fetch(`${fn.url}/api/webhooks/sanity`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'sanity-webhook-signature': signature,
        'sanity-operation': 'update',
        ...(deliveryKey ? { 'idempotency-key': deliveryKey } : {}),
      },
      body,
    })
    return { status: response.status, text: await response.text() }
  }

  it('accepts 100 valid ones, refuses replays with 401, and rebuilds a few times, not 100', async () => {
    const signed = await Promise.all(
      Array.from({ length: BURST }, async (_, n) => {
        const body = JSON.stringify(post(n))
        return { body, signature: await encodeSignatureHeader(body, Date.now(), TEST_WEBHOOK_SECRET) }
      }),
    )
    const before = rebuilds
    const first = await Promise.all(signed.map(({ body, signature }) => send(body, signature)))
    expect(first.map((result) => result.status)).toEqual(Array(BURST).fill(200))
    expect(first.every((result) => JSON.parse(result.text).rebuild === 'scheduled')).toBe(true)

    // Replays of every tenth delivery (same body, same signature), sent in the middle of the burst's debounce.
    const replays = await Promise.all(
      signed.filter((_, n) => n % 10 === 0).map((s) => send(s.body, s.signature)),
    )
    expect(replays.map((result) => result.status)).toEqual(Array(BURST / 10).fill(401))
    for (const replay of replays) {
      expect(isCleanError(replay.text)).toBe(true)
      expect(JSON.parse(replay.text).error.code).toBe('replayed_signature')
    }
    // A forged one in the same burst.
    const forged = await send(signed[1].body.replace('burst-1', 'forged'), signed[1].signature)
    expect(forged.status).toBe(401)

    await fn.service.settle()
    const runs = rebuilds - before
    expect(runs).toBeGreaterThanOrEqual(1)
    expect(runs).toBeLessThanOrEqual(3)
  })

  it('coalesces the lake’s own webhooks for 100 posts published one by one', {
    timeout: 60_000,
  }, async () => {
    const before = rebuilds
    const receivedBefore = received
    const client = lake.client('write')
    await Promise.all(
      Array.from({ length: BURST }, (_, n) =>
        client.createOrReplace({
          _id: `post-lake-burst-${n}`,
          _type: 'post',
          title: `Escrow tip ${n}`,
          slug: { _type: 'slug', current: `escrow-tip-${n}` },
        }),
      ),
    )
    // A comment is not something the site is rebuilt for: the lake's filter keeps it from being sent at all.
    await client.create({ _id: 'comment-not-a-rebuild', _type: 'comment', name: 'Ada', text: 'Hello' })
    await waitFor(() => received - receivedBefore >= BURST, {
      timeoutMs: 30_000,
      describe: () => `${received - receivedBefore} webhooks received`,
    })
    await fn.service.settle()
    expect(received - receivedBefore).toBe(BURST)
    const runs = rebuilds - before
    expect(runs).toBeGreaterThanOrEqual(1)
    expect(runs).toBeLessThanOrEqual(5)
  })
})
