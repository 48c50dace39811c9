/**
 * 1,000 concurrent comments and 1,000 concurrent applications through the real function into the real lake, with the
 * real spreadsheet sink: exactly that many documents, exactly 1,000 sheet rows once deliveries settle. Correctness
 * only; the timings are the `system` benchmark's job.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestFunction, type TestFunction } from '../support/functions.ts'
import { startTestLake, type TestLake } from '../support/lake.ts'
import { startTestSheet, type TestSheet } from '../support/sheet.ts'
import {
  countApplications,
  countComments,
  deliveryStatuses,
  seedSystemPost,
  submitRetryingNetworkErrors,
  waitFor,
} from './support/traffic.ts'

const EACH = 1_000

describe('1,000 comments and 1,000 applications at once', () => {
  let lake: TestLake
  let sheet: TestSheet
  let fn: TestFunction

  beforeAll(async () => {
    lake = await startTestLake()
    await seedSystemPost(lake.client())
    sheet = await startTestSheet()
    fn = await startTestFunction(
      { lakeUrl: lake.url, writeToken: lake.tokens.write, sheetUrl: sheet.execUrl },
      // Every request comes from one loopback address: the per-client limit must not be what is being measured.
      {
        rateLimit: { max: 100_000, windowMs: 60_000 },
        delivery: { timeoutMs: 10_000, baseDelayMs: 0, maxDelayMs: 0 },
      },
    )
  })
  afterAll(async () => {
    await fn?.close()
    await sheet?.stop()
    await lake?.stop()
  })

  it('stores every one exactly once and delivers exactly 1,000 rows', { timeout: 240_000 }, async () => {
    const run = `load-${Date.now()}`
    const requests = [
      ...Array.from({ length: EACH }, (_, n) =>
        submitRetryingNetworkErrors(fn.url, 'comments', n, `${run}-c-${n}`, 120_000),
      ),
      ...Array.from({ length: EACH }, (_, n) =>
        submitRetryingNetworkErrors(fn.url, 'wait-list', n, `${run}-a-${n}`, 120_000),
      ),
    ]
    // On a busy machine a few of 2,000 simultaneous new connections can be reset before any answer (the listen
    // queue overflows); those are sent again with the same key, so a retry must not store anything twice.
    const results = await Promise.all(requests)
    const retried = results.filter((result) => result.retries > 0).length
    if (retried > 0) console.log(`load: ${retried} submissions were resent after a connection reset`)

    const statuses: Record<number, number> = {}
    for (const result of results) statuses[result.status] = (statuses[result.status] ?? 0) + 1
    const failures = [
      ...new Set(results.filter((result) => result.status !== 201).map((result) => result.text)),
    ]
    expect(statuses, failures.slice(0, 5).join('\n')).toEqual({ 201: 2 * EACH })
    const ids = results.map((result) => (JSON.parse(result.text) as { id: string }).id)
    expect(new Set(ids.slice(0, EACH)).size).toBe(EACH)
    expect(new Set(ids.slice(EACH)).size).toBe(EACH)

    const client = lake.client('write')
    expect(await countComments(client)).toBe(EACH)
    expect(await countApplications(client)).toBe(EACH)

    // Deliveries run in the background after each 201; a retry pass picks up any that were not started yet.
    await waitFor(
      async () => {
        await fn.service.settle()
        if ((await deliveryStatuses(client)).delivered === EACH) return true
        await fn.service.runSchedule()
        return false
      },
      {
        timeoutMs: 180_000,
        intervalMs: 500,
        describe: async () => JSON.stringify(await deliveryStatuses(client)),
      },
    )

    const rows = sheet.rows()
    expect(rows).toHaveLength(EACH)
    const applicationIds = ids.slice(EACH)
    expect(new Set(rows.map((row) => row.Id))).toEqual(new Set(applicationIds))
    expect(sheet.stats().duplicates).toBe(0)
    expect(sheet.stats().echoPosts).toBe(0)
    expect(await countApplications(client)).toBe(EACH)
  })
})
