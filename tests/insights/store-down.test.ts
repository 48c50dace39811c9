/**
 * The insights store down (a ClickHouse URL where nothing listens): beacons are still accepted, applications still
 * stored and answered, events wait in memory up to the bound, and newer ones are dropped and counted past it. The
 * dashboard says the store is unavailable (503) rather than showing zeros.
 */
import { openClickhouseStore } from '@escrova/functions/events/store/clickhouse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validApplication } from '../function/harness.ts'
import { freePort } from '../support/ports.ts'
import { BROWSER_AGENT, type InsightsHarness, sendBeacon, startInsightsHarness } from './harness.ts'

let h: InsightsHarness
beforeAll(async () => {
  const deadUrl = `http://127.0.0.1:${await freePort()}`
  h = await startInsightsHarness(
    {},
    {
      openStore: () => openClickhouseStore(deadUrl, { rawRetentionDays: 30, rollupRetentionDays: 400 }),
      buffer: { maxRows: 5, flushIntervalMs: 60_000 },
    },
  )
})
afterAll(() => h?.stop())

const visitor = { address: '10.2.0.1', agent: BROWSER_AGENT }
const pageview = (n: number) => ({ n: 'pageview', u: 'https://escrova.test/', w: 390, i: `down-event-${n}` })

describe('insights store down', () => {
  it('accepts beacons and applications, keeps events up to the bound and counts what it drops', async () => {
    const answers = []
    for (let n = 0; n < 4; n++) answers.push(await (await sendBeacon(h.fn, visitor, pageview(n))).json())
    expect(answers).toEqual(Array(4).fill({ counted: true }))
    const applied = await h.fn.post('/api/wait-list', validApplication({ email: 'down@example.com' }), {
      'x-forwarded-for': visitor.address,
      'user-agent': BROWSER_AGENT,
    })
    expect(applied.status).toBe(201)
    await h.flush()
    const insights = h.fn.service.services.insights
    expect(insights?.buffer.stats).toMatchObject({ waiting: 5, stored: 0, dropped: 0 })
    expect(insights?.buffer.stats.failedFlushes).toBeGreaterThan(0)
    expect(await (await sendBeacon(h.fn, visitor, pageview(9))).json()).toEqual({
      counted: false,
      reason: 'buffer_full',
    })
    expect(insights?.buffer.stats.dropped).toBe(1)
  })

  it('answers the dashboard 503, not zeros', async () => {
    const token = await h.member(['editor'])
    const { status, body } = await h.read<{ error: { code: string } }>('overview', token)
    expect(status).toBe(503)
    expect(body.error.code).toBe('insights_unavailable')
  })
})
