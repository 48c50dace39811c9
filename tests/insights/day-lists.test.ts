/**
 * A final day's kept lists (`functions/src/events/store/day-lists.ts`) answer what its hours answered: totals, the
 * daily and weekly chart, page lists, sources, campaigns, both funnels and what brought applications, read in a real
 * chDB, for a period of whole days and one that starts inside a day, before and after the days are kept, and after
 * the kept days' hourly rows and raw events are gone (so the lists are what is read). A day still open is not kept,
 * and a day kept twice counts once.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Insights } from '@escrova/functions/events/insights'
import { openChdbStore } from '@escrova/functions/events/store/chdb'
import type { InsightsStore } from '@escrova/functions/events/store/store'
import { DashboardQueries, type Period, wholeHours } from '@escrova/functions/insights/dashboard/queries'
import { silentLogger } from '@escrova/functions/util/logger'
import { insightsDay } from '@escrova/schemas/insights'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const DAY = 24 * 60 * 60_000
const now = new Date()
const VISITORS_PER_DAY = 300
/** Days ago (in Lagos) with traffic: 3, 4 and 6 are final whatever the hour; today and yesterday are not. */
const TRAFFIC_DAYS = [0, 1, 3, 4, 6]
const FINAL_DAYS = [6, 4, 3]

let dir: string
let store: InsightsStore
let q: DashboardQueries
let insights: Insights | undefined

/**
 * Each visitor in one Lagos day, between 02:00 and 19:00 there: a landing page view with a source and campaign by
 * visitor, a second page (a post or the wait-list), then by visitor a step 1, an application or a store button.
 */
async function addTraffic(daysAgo: number) {
  const midnight = `toDateTime(toDate(now(), 'Africa/Lagos') - ${daysAgo}, 'Africa/Lagos')`
  const latest =
    daysAgo === 0
      ? `least(${midnight} + INTERVAL 19 HOUR, now() - INTERVAL 10 MINUTE)`
      : `${midnight} + INTERVAL 19 HOUR`
  await store.command(`INSERT INTO events
    SELECT concat('d${daysAgo}-', toString(number)) AS id,
      toDateTime64(least(${midnight} + toIntervalSecond(7200 + intHash32(v) % 54000) + toIntervalSecond(step * 60), ${latest}), 3, 'UTC') AS time,
      multiIf(step < 2, 'pageview', v % 3 = 0, 'waitlist_step1', v % 3 = 1, 'application_accepted', 'store_button') AS name,
      v AS visitor,
      multiIf(step = 0, ['/', '/services', '/blogs/post-1'][v % 3 + 1], v % 2 = 0, '/wait-list', '/blogs/post-2') AS path,
      'en' AS page_language,
      if(step = 0, ['', 'google.com', 'facebook.com'][v % 3 + 1], '') AS referrer,
      if(step = 0, ['', 'google.com', 'newsletter', 'x'][v % 4 + 1], '') AS source,
      '' AS medium,
      if(step = 0, ['', 'launch', 'summer'][v % 3 + 1], '') AS campaign,
      ['mobile', 'tablet', 'desktop'][v % 3 + 1] AS screen,
      ['en', 'yo'][v % 2 + 1] AS language,
      '' AS prop,
      0 AS engaged_ms
    FROM (SELECT number, intDiv(number, 3) + ${daysAgo * 1_000_000} AS v, number % 3 AS step
          FROM numbers(${VISITORS_PER_DAY * 3}))`)
}

const lastDays = (days: number): Period => wholeHours({ from: new Date(now.getTime() - days * DAY), to: now })
const read = async (period: Period) => ({
  totals: await q.totals(period, {}),
  days: await q.timeseries(period, {}, 'day'),
  weeks: await q.timeseries(period, {}, 'week'),
  chart: await q.chart(period, {}, 'week'),
  pages: await q.pageBreakdowns(period, {}),
  visits: await q.visitSummary(period, {}),
  applications: await q.applications(period, {}),
})
const keptDays = async () =>
  (await store.query<{ day: string }>('SELECT day FROM summarized_days FINAL ORDER BY day')).map(
    (row) => row.day,
  )
const lagosDay = (daysAgo: number) => insightsDay(new Date(now.getTime() - daysAgo * DAY))

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'day-lists-'))
  store = await openChdbStore(dir, { rawRetentionDays: 400, rollupRetentionDays: 400 })
  q = new DashboardQueries(store)
  for (const daysAgo of TRAFFIC_DAYS) await addTraffic(daysAgo)
})
afterAll(async () => {
  // The function's insights close the store they opened.
  await (insights ? insights.close() : store?.close())
  rmSync(dir, { recursive: true, force: true })
})

describe('final days kept as lists', () => {
  // A period of whole days, and one that starts 7 hours into a kept day, so that day is read from its hours.
  const week = lastDays(8)
  const fromInsideADay = wholeHours({ from: new Date(now.getTime() - 4.5 * DAY), to: now })

  it('keeps the final days only when the function starts, and answers every list as the hours did', async () => {
    const before = { week: await read(week), inside: await read(fromInsideADay) }
    expect(before.week.pages.devices.reduce((sum, row) => sum + row.visitors, 0)).toBe(
      VISITORS_PER_DAY * TRAFFIC_DAYS.length,
    )
    expect(before.week.visits.funnels.waitList[0]).toBe(VISITORS_PER_DAY * TRAFFIC_DAYS.length)
    expect(before.week.totals.visitors).toBe(VISITORS_PER_DAY * TRAFFIC_DAYS.length)
    // The chart's totals (summed from its weeks) are the period's totals.
    expect(before.week.chart.totals).toEqual(before.week.totals)
    expect(before.inside.chart.totals).toEqual(before.inside.totals)
    // A visitor in three applies (`addTraffic`).
    expect(before.week.applications.total).toBe((VISITORS_PER_DAY / 3) * TRAFFIC_DAYS.length)

    // The function's insights over this store keep the final days as soon as it opens (then every hour).
    insights = new Insights(
      { openStore: async () => store },
      () => now,
      () => undefined,
      silentLogger,
    )
    await expect.poll(keptDays, { timeout: 20_000 }).toEqual(FINAL_DAYS.map(lagosDay))

    expect({ week: await read(week), inside: await read(fromInsideADay) }).toEqual(before)
    expect(await insights.keepFinalDays()).toEqual([])
  })

  it('reads a kept day from its lists, and a day kept twice counts once', async () => {
    const before = await read(week)
    await store.command('INSERT INTO daily_lists SELECT * FROM daily_lists')
    await store.command('INSERT INTO summarized_days SELECT * FROM summarized_days')
    const days = (await keptDays()).map((day) => `'${day}'`).join(', ')
    expect(days).not.toBe('')
    for (const [table, time] of Object.entries({
      hourly_totals: 'hour',
      hourly_pages: 'hour',
      visits: 'hour',
      events: 'time',
    }))
      await store.command(
        `ALTER TABLE ${table} DELETE WHERE toDate(${time}, 'Africa/Lagos') IN (${days}) SETTINGS mutations_sync = 1`,
      )
    expect(await read(week)).toEqual(before)
  })
})
