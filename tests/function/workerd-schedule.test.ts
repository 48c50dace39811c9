/**
 * The every-minute job when runs overlap on the edge: two Worker instances (two isolates) fire their cron trigger at
 * the same moment, minute after minute, over 200 pending applications. Nothing in the function coordinates them; the
 * lake's revision-guarded claims must make every row reach the sheet once. The real lake and the local sheet sink, counting every POST it receives.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestLake, type TestLake } from '../support/lake.ts'
import { startTestSheet, type TestSheet } from '../support/sheet.ts'
import { validApplication } from './harness.ts'
import { type EdgeFunction, startEdgeFunction } from './workerd-harness.ts'

const APPLICATIONS = 200
// Each run delivers at most 100 (DUE_DELIVERIES_QUERY), so two overlapping minutes deliver all 200.
const MAX_MINUTES = 6

describe('two edge instances running the schedule job at once', () => {
  let lake: TestLake
  let sheet: TestSheet
  let edge: EdgeFunction

  beforeAll(async () => {
    lake = await startTestLake()
    sheet = await startTestSheet()
    edge = await startEdgeFunction({
      instances: 2,
      bindings: {
        SANITY_API_HOST: lake.url,
        SANITY_WRITE_TOKEN: lake.tokens.write,
        SHEET_URL: sheet.execUrl,
        LOG_LEVEL: 'silent',
      },
    })
  }, 60_000)
  afterAll(async () => {
    await edge?.stop()
    await sheet?.stop()
    await lake?.stop()
  })

  it('delivers 200 rows, each exactly once', { timeout: 240_000 }, async () => {
    const client = lake.client()
    const submittedAt = Date.parse('2026-01-05T08:00:00Z')
    const seed = client.transaction()
    for (let i = 0; i < APPLICATIONS; i++) {
      seed.create({
        _id: `waitList.overlap-${String(i).padStart(3, '0')}`,
        _type: 'waitListApplication',
        ...validApplication({ fullName: `Applicant ${i}`, email: `applicant${i}@example.com` }),
        submittedAt: new Date(submittedAt + i * 1_000).toISOString(),
        reviewStatus: 'new',
        delivery: { status: 'pending', attempts: 0 },
      })
    }
    await seed.commit({ visibility: 'sync' })

    const pending = () =>
      client.fetch<number>('count(*[_type == "waitListApplication" && delivery.status == "pending"])')
    let minutes = 0
    while ((await pending()) > 0 && minutes < MAX_MINUTES) {
      // Two isolates at once, and in the first a second run meeting the one still going.
      const outcomes = await Promise.all([edge.scheduled(0), edge.scheduled(1), edge.scheduled(0)])
      expect(outcomes.map((run) => run.outcome)).toEqual(['ok', 'ok', 'ok'])
      minutes += 1
    }
    expect(await pending()).toBe(0)

    // The sheet: 200 rows, one per application, and no second POST for any of them (deduplication never needed).
    const rows = sheet.rows()
    expect(rows).toHaveLength(APPLICATIONS)
    expect(new Set(rows.map((row) => row.Id)).size).toBe(APPLICATIONS)
    expect(sheet.stats()).toMatchObject({ posts: APPLICATIONS, appended: APPLICATIONS, duplicates: 0 })
    // Each application was claimed once: a second claim would have counted a second attempt.
    const deliveries = await client.fetch<Array<{ status: string; attempts: number }>>(
      '*[_type == "waitListApplication"].delivery{status, attempts}',
    )
    expect(deliveries).toHaveLength(APPLICATIONS)
    expect(deliveries.filter((d) => d.status !== 'delivered' || d.attempts !== 1)).toEqual([])
  })
})
