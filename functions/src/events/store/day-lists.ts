/**
 * Whole days' lists, kept once a day is over for good, so a 30-day dashboard merges a few rows per day and key
 * instead of every visit and every hourly visitor state of the month (`npm run bench insights`): the day's totals,
 * its page lists, sources, campaigns and funnel levels, and its applications' credits.
 *
 * Why a day's numbers add up: the visitor hash changes with the daily salt at midnight in Lagos (`../visitor.ts`),
 * so no visitor is in two days and a period's visitors are the sum of its days'. The one exception: a page view made
 * offline before midnight and sent after it carries the next day's hash, so that visitor counts in both days.
 *
 * A day is final `FINAL_AFTER_MS` after it ends: later events for it are refused (`MAX_EVENT_AGE_MS`), and an hour
 * more covers the buffer and clock skew. Its lists are written from the rollups (`rollups.ts`), then the day is marked;
 * a read (`wholeDaysOf`) uses a day's lists only once marked, and the hourly rollups for every other hour of the
 * period. Both tables are `ReplacingMergeTree` read with `FINAL`: a day written twice (two function instances, or a
 * crash between the lists and the mark) counts once.
 */
import { INSIGHTS_TIME_ZONE } from '@escrova/schemas/insights'
import { MAX_EVENT_AGE_MS } from '../validate.ts'
import { CREDITS, creditListsSql } from './attribution.ts'
import { ENTRY_COLUMNS, FUNNELS, type FunnelKind, NEVER, PAGE_DIMENSIONS, VISITORS_UNIQ } from './rollups.ts'
import { clickhouseTime, type InsightsStore } from './store.ts'

export const FINAL_AFTER_MS = MAX_EVENT_AGE_MS + 60 * 60_000

/** The day (in Lagos) an hour or time belongs to. */
export const dayOf = (column: string) => `toDate(${column}, '${INSIGHTS_TIME_ZONE}')`
/** A day's first instant. */
export const dayStart = (column: string) => `toDateTime(${column}, '${INSIGHTS_TIME_ZONE}')`

/** Sources, referrers and campaigns: where a visit came from (its entry page view). */
export const ENTRY_DIMENSIONS = ['sources', 'referrers', 'campaigns'] as const
export type EntryDimension = (typeof ENTRY_DIMENSIONS)[number]
export const FUNNEL_KINDS = Object.keys(FUNNELS) as FunnelKind[]
const quoted = (names: readonly string[]) => names.map((name) => `'${name}'`).join(', ')

export function dayListStatements(rollupRetentionDays: number): string[] {
  return [
    `CREATE TABLE IF NOT EXISTS daily_lists (day Date, dimension LowCardinality(String), key String,
       visitors UInt64, pageviews UInt64)
     ENGINE = ReplacingMergeTree PARTITION BY toYYYYMM(day) ORDER BY (day, dimension, key)
     TTL day + INTERVAL ${rollupRetentionDays} DAY`,
    `ALTER TABLE daily_lists MODIFY TTL day + INTERVAL ${rollupRetentionDays} DAY`,
    `CREATE TABLE IF NOT EXISTS summarized_days (day Date, at DateTime('UTC'))
     ENGINE = ReplacingMergeTree ORDER BY day TTL day + INTERVAL ${rollupRetentionDays} DAY`,
    `ALTER TABLE summarized_days MODIFY TTL day + INTERVAL ${rollupRetentionDays} DAY`,
  ]
}

/** Page views and visitors of the `hourly_totals` rows `where` keeps, as the one row of the `totals` list. */
export const totalsListSql = (where: string) =>
  `SELECT 'totals' AS dimension, '' AS key, ${VISITORS_UNIQ}Merge(visitors) AS visitors, sum(pageviews) AS pageviews
   FROM hourly_totals WHERE ${where}`

/** Every page list (pages, posts, devices, languages, page languages) of the `hourly_pages` rows `where` keeps. */
export const pageListsSql = (where: string) =>
  `SELECT dimension, key, ${VISITORS_UNIQ}Merge(visitors) AS visitors, sum(pageviews) AS pageviews
   FROM hourly_pages WHERE ${where} GROUP BY dimension, key`

/**
 * How far a visit went in each funnel, from its step times (`visits` in rollups.ts), as `windowFunnel` walks raw
 * events: each step at or after the step before. The earliest wait-list view and the earliest step 1 after it leave
 * the most room for the steps after them, so they decide.
 */
const FIRST_STEP1 = 'arrayMin(arrayFilter((at) -> at >= wait_list_at, step1_at))'
const FUNNEL_LEVEL: Record<FunnelKind, string> = {
  waitList: `multiIf(views = 0, 0, wait_list_at = ${NEVER}, 1,
    NOT arrayExists((at) -> at >= wait_list_at, step1_at), 2, application_at >= ${FIRST_STEP1}, 4, 3)`,
  post: `multiIf(post_at = ${NEVER}, 0, store_button_at >= post_at, 2, 1)`,
}

/**
 * Sources, referrers, campaigns and each funnel's levels (a level's key is how far a visit went) of the visits in
 * the `visits` rows `where` keeps, each visit merged from its hours so it counts once.
 */
export const visitListsSql = (where: string) =>
  `SELECT dimension, key, count() AS visitors, sum(views) AS pageviews FROM (
     SELECT visitor, sum(pageviews) AS views,
       ${ENTRY_COLUMNS.map((column) => `argMinIfMerge(entry_${column}) AS entry_${column}_of_visit`).join(', ')},
       min(wait_list_view) AS wait_list_at, groupArrayArray(step1_times) AS step1_at,
       max(last_application) AS application_at, min(post_read) AS post_at,
       max(last_store_button) AS store_button_at
     FROM visits WHERE ${where} GROUP BY visitor)
   ARRAY JOIN [${quoted([...ENTRY_DIMENSIONS, ...FUNNEL_KINDS])}] AS dimension,
     [${ENTRY_COLUMNS.map((column) => `entry_${column}_of_visit`).join(', ')},
      toString(${FUNNEL_LEVEL.waitList}), toString(${FUNNEL_LEVEL.post})] AS key
   WHERE if(dimension IN (${quoted(FUNNEL_KINDS)}), key != '0',
     views > 0 AND NOT (dimension = 'campaigns' AND key = ''))
   GROUP BY dimension, key`

/** The marked days wholly inside the period `{from}`–`{to}` (a subquery). */
export const WHOLE_DAYS = `SELECT day FROM summarized_days FINAL
  WHERE ${dayStart('day')} >= {from:DateTime64(3, 'UTC')}
    AND ${dayStart('day')} + INTERVAL 1 DAY <= {to:DateTime64(3, 'UTC')}`

/** The kept lists `dimensions` of the period's whole marked days (rows of `dimension, key, visitors, pageviews`). */
export const keptListsSql = (dimensions: readonly string[]) =>
  `SELECT dimension, key, visitors, pageviews FROM daily_lists FINAL
   WHERE day IN (${WHOLE_DAYS}) AND dimension IN (${quoted(dimensions)})`

/** The period's hours outside its whole marked days: a condition on a rollup's `hour`. */
export const restOfPeriod = (hours: string) => `${hours} AND ${dayOf('hour')} NOT IN (${WHOLE_DAYS})`

/**
 * One list read for the period `{from}`–`{to}`: the kept lists of its whole marked days, and `listsSql` over every
 * other hour of it (`hours`: the period's condition on the rollup's `hour`).
 */
export function periodListsSql(
  dimensions: readonly string[],
  listsSql: (where: string) => string,
  hours: string,
): string {
  return `SELECT dimension, key, sum(visitors) AS visitors, sum(pageviews) AS pageviews FROM (
      ${keptListsSql(dimensions)}
      UNION ALL
      ${listsSql(restOfPeriod(hours))})
    GROUP BY dimension, key`
}

/**
 * The period's applications outside its whole marked days, and the page views they may need: those of the period
 * and the day before it, but none from the marked days' span but its last day (a visit is at most a day long).
 */
export const REST_APPLICATIONS = `time >= {from:DateTime64(3, 'UTC')} AND time < {to:DateTime64(3, 'UTC')}
  AND ${dayOf('time')} NOT IN (${WHOLE_DAYS})`
export const REST_PAGEVIEWS = `time >= {from:DateTime64(3, 'UTC')} - INTERVAL 1 DAY AND time < {to:DateTime64(3, 'UTC')}
  AND (time < (SELECT min(${dayStart('day')}) FROM (${WHOLE_DAYS}))
    OR time >= (SELECT max(${dayStart('day')}) FROM (${WHOLE_DAYS})))`

const isoDay = /^\d{4}-\d{2}-\d{2}$/

/**
 * Writes the lists of every final day not yet kept, oldest first, and marks each; the days written. Cheap when there
 * is nothing to do (two small reads), so it runs when the store opens and every hour.
 */
export async function keepFinalDays(store: InsightsStore, now: Date): Promise<string[]> {
  const finalBefore = new Date(now.getTime() - FINAL_AFTER_MS)
  const rows = await store.query<{ day: string }>(
    `SELECT DISTINCT day FROM (
       SELECT ${dayOf('hour')} AS day, ${dayStart(dayOf('hour'))} + INTERVAL 1 DAY AS ends FROM hourly_totals
       UNION ALL SELECT ${dayOf('hour')} AS day, ${dayStart(dayOf('hour'))} + INTERVAL 1 DAY AS ends FROM visits)
     WHERE ends <= {finalBefore:DateTime64(3, 'UTC')} AND day NOT IN (SELECT day FROM summarized_days)
     ORDER BY day`,
    { finalBefore: clickhouseTime(finalBefore) },
  )
  const days = rows.map((row) => row.day).filter((day) => isoDay.test(day))
  for (const day of days) {
    const theDay = `${dayOf('hour')} = toDate('${day}')`
    const starts = dayStart(`toDate('${day}')`)
    const lists = [
      totalsListSql(theDay),
      pageListsSql(theDay),
      visitListsSql(theDay),
      creditListsSql(
        `time >= ${starts} AND time < ${starts} + INTERVAL 1 DAY`,
        `time >= ${starts} - INTERVAL 1 DAY AND time < ${starts} + INTERVAL 1 DAY`,
      ),
    ]
    for (const list of lists)
      await store.command(`INSERT INTO daily_lists SELECT toDate('${day}'), dimension, key, visitors, pageviews
        FROM (${list})`)
    await store.command(`INSERT INTO summarized_days VALUES (toDate('${day}'), now())`)
  }
  return days
}

export const PAGE_LIST_DIMENSIONS = Object.keys(PAGE_DIMENSIONS)
export const VISIT_LIST_DIMENSIONS = [...ENTRY_DIMENSIONS, ...FUNNEL_KINDS]
/** The applications' credits (`attribution.ts`), where `visitors` counts applications. */
export const CREDIT_LIST_DIMENSIONS = Object.keys(CREDITS)
