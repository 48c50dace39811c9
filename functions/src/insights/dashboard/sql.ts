/** What the raw and rollup dashboard queries share: the period's parameters, the chart's buckets, answer shapes. */
import { INSIGHTS_TIME_ZONE } from '@escrova/schemas/insights'
import { clickhouseTime, type InsightsStore, type QueryParams } from '../../events/store/store.ts'

export type Interval = 'hour' | 'day' | 'week'
export const INTERVALS: readonly Interval[] = ['hour', 'day', 'week']

export interface Filters {
  source?: string
  campaign?: string
  page?: string
}

export interface Period {
  from: Date
  to: Date
}

export interface Totals {
  visitors: number
  pageviews: number
}
export interface Bucket extends Totals {
  bucket: string
}
export interface Ranked {
  key: string
  visitors: number
  pageviews: number
}

/** `column` within the period's parameters. */
export const within = (column: string) =>
  `${column} >= {from:DateTime64(3, 'UTC')} AND ${column} < {to:DateTime64(3, 'UTC')}`

export function periodParams(period: Period, filters: Filters = {}): QueryParams {
  return {
    from: clickhouseTime(period.from),
    to: clickhouseTime(period.to),
    ...(filters.source !== undefined ? { source: filters.source } : {}),
    ...(filters.campaign !== undefined ? { campaign: filters.campaign } : {}),
    ...(filters.page !== undefined ? { page: filters.page } : {}),
  }
}

/** A chart bucket's start, as an ISO instant (UTC); days and weeks begin at midnight in Lagos. */
export function bucketSql(column: string, interval: Interval): string {
  const start = {
    hour: `toStartOfHour(${column})`,
    day: `toStartOfDay(${column}, '${INSIGHTS_TIME_ZONE}')`,
    week: `toStartOfWeek(${column}, 1, '${INSIGHTS_TIME_ZONE}')`,
  }[interval]
  return `formatDateTime(${start}, '%Y-%m-%dT%H:%i:%SZ', 'UTC')`
}

/** The most visited first; ties by page views, then by key, so a list reads the same every time. */
export const RANKING = 'visitors DESC, pageviews DESC, key'

const NUMERIC = new Set(['visitors', 'pageviews', 'level', 'measured', 'averageMs'])
/** 64-bit numbers come back as JSON strings; the API answers plain numbers (text columns stay text). */
const numbers = <T extends object>(rows: T[]): T[] =>
  rows.map(
    (row) =>
      Object.fromEntries(
        Object.entries(row).map(([key, value]) => [key, NUMERIC.has(key) ? Number(value) : value]),
      ) as T,
  )

/** A read with the period's (and filters') parameters, numbers as numbers. */
export const readRows = async <T extends object>(
  store: InsightsStore,
  sql: string,
  period: Period,
  filters: Filters = {},
): Promise<T[]> => numbers(await store.query<T>(sql, periodParams(period, filters)))

const HOUR = 60 * 60_000

/**
 * The period in whole hours (from rounded down, to up): what the rollups count in, so a filtered view (raw events)
 * and an unfiltered one (rollups) count the same span. The answer names the period it counted.
 */
export const wholeHours = (period: Period): Period => ({
  from: new Date(Math.floor(period.from.getTime() / HOUR) * HOUR),
  to: new Date(Math.ceil(period.to.getTime() / HOUR) * HOUR),
})
