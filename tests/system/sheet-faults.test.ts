/**
 * The spreadsheet slow (10 s per answer) and then down: applications are still stored and answered 201 at once,
 * stay `pending` while the sheet cannot take them, and are delivered exactly once (one row each) after it recovers.
 * The function's schedule job (`service.runSchedule()`, what cron runs every minute) is driven directly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestFunction, type TestFunction } from '../support/functions.ts'
import { startTestLake, type TestLake } from '../support/lake.ts'
import { startTestSheet, type TestSheet } from '../support/sheet.ts'
import { submit, waitFor } from './support/traffic.ts'

interface Delivery {
  status: string
  attempts?: number
  lastError?: string
}

describe('the spreadsheet slow, then down, then back', () => {
  let lake: TestLake
  let sheet: TestSheet
  let fn: TestFunction

  beforeAll(async () => {
    lake = await startTestLake()
    sheet = await startTestSheet()
    fn = await startTestFunction(
      { lakeUrl: lake.url, writeToken: lake.tokens.write, sheetUrl: sheet.execUrl },
      // A sheet answer slower than 2 s counts as a failed attempt (production waits 10 s); retries are due at once.
      { delivery: { timeoutMs: 2_000, baseDelayMs: 0, maxDelayMs: 0, leaseMs: 3_000, maxAttempts: 8 } },
    )
  })
  afterAll(async () => {
    await fn?.close()
    await sheet?.stop()
    await lake?.stop()
  })

  const delivery = (id: string) =>
    lake.client('write').fetch<Delivery>('*[_id == $id][0].delivery', { id: `waitList.${id}` })

  async function apply(count: number, label: string): Promise<string[]> {
    const results = await Promise.all(
      Array.from({ length: count }, (_, n) =>
        submit(fn.url, 'wait-list', n, `${label}-${Date.now()}-${n}`, 8_000),
      ),
    )
    // Answered (within the 8 s client timeout, shorter than the sheet's 10 s) with 201: the sheet was not awaited.
    expect(results.map((result) => result.status)).toEqual(Array(count).fill(201))
    return results.map((result) => (JSON.parse(result.text) as { id: string }).id)
  }

  it('answers 201 while the sheet takes 10 s, keeps the applications pending, then delivers each once', {
    timeout: 120_000,
  }, async () => {
    await sheet.control('slow', 10_000)
    const ids = await apply(5, 'slow')
    for (const id of ids) expect((await delivery(id)).status).toBe('pending')

    // The request's own delivery attempts time out at 2 s: still pending, with the reason kept for staff.
    await fn.service.settle()
    for (const id of ids) {
      const state = await delivery(id)
      expect(state.status).toBe('pending')
      expect(state.attempts).toBeGreaterThanOrEqual(1)
      expect(state.lastError).toMatch(/time/i)
    }

    await sheet.control('ok')
    await waitFor(
      async () => {
        await fn.service.runSchedule()
        const states = await Promise.all(ids.map(delivery))
        return states.every((state) => state.status === 'delivered')
      },
      { timeoutMs: 60_000, intervalMs: 500 },
    )
    // The slow sheet had already written the rows; the retries were recognised by Id, not appended again.
    const rows = sheet.rows().filter((row) => ids.includes(row.Id))
    expect(rows.map((row) => row.Id).sort()).toEqual([...ids].sort())
  })

  it('with the sheet down: stored, pending through retries, delivered once when it is back', {
    timeout: 120_000,
  }, async () => {
    await sheet.control('fail')
    const before = sheet.rows().length
    const ids = await apply(10, 'down')
    await fn.service.settle()
    await fn.service.runSchedule()
    await fn.service.runSchedule()
    for (const id of ids) {
      const state = await delivery(id)
      expect(state.status).toBe('pending')
      expect(state.attempts).toBeGreaterThanOrEqual(2)
      expect(state.lastError).toBeTruthy()
    }
    expect(sheet.rows().length).toBe(before)

    await sheet.control('ok')
    await waitFor(
      async () => {
        await fn.service.runSchedule()
        const states = await Promise.all(ids.map(delivery))
        return states.every((state) => state.status === 'delivered')
      },
      { timeoutMs: 60_000, intervalMs: 500 },
    )
    const rows = sheet.rows().filter((row) => ids.includes(row.Id))
    expect(rows.map((row) => row.Id).sort()).toEqual([...ids].sort())
    expect(sheet.rows().length).toBe(before + ids.length)

    // Further runs of the job send nothing more.
    const posts = sheet.stats().posts
    await fn.service.runSchedule()
    expect(sheet.stats().posts).toBe(posts)
  })
})
