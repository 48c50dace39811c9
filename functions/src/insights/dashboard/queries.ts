/**
 * Every dashboard query, in ClickHouse SQL that chDB and a ClickHouse server both run. Values travel as query
 * parameters (`{name:Type}`), never in the text; only fixed fragments (the interval, which filters apply) are
 * chosen here. A visit is a visitor's day (the hash changes with the daily salt), and a filter by source, campaign
 * or page keeps the visits that had a page view matching it, as Plausible filters sessions.
 */
import { CONVERSIONS, POST_SLUG_SQL, WAIT_LIST_PATH } from '@escrova/schemas/insights'
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

const PERIOD = `time >= {from:DateTime64(3, 'UTC')} AND time < {to:DateTime64(3, 'UTC')}`

/** Visits (a visitor's day) whose entry page view had this source and campaign, and that viewed this page. */
function visitFilter(filters: Filters): string {
  const entry = [
    filters.source !== undefined ? 'argMin(source, time) = {source:String}' : '',
    filters.campaign !== undefined ? 'argMin(campaign, time) = {campaign:String}' : '',
  ].filter(Boolean)
  const clauses = [
    entry.length > 0
      ? `visitor IN (SELECT visitor FROM events WHERE name = 'pageview' AND ${PERIOD}
           GROUP BY visitor HAVING ${entry.join(' AND ')})`
      : '',
    filters.page !== undefined
      ? `visitor IN (SELECT visitor FROM events WHERE name = 'pageview' AND ${PERIOD} AND path = {page:String})`
      : '',
  ].filter(Boolean)
  return clauses.map((clause) => `AND ${clause}`).join(' ')
}

function params(period: Period, filters: Filters): QueryParams {
  return {
    from: clickhouseTime(period.from),
    to: clickhouseTime(period.to),
    ...(filters.source !== undefined ? { source: filters.source } : {}),
    ...(filters.campaign !== undefined ? { campaign: filters.campaign } : {}),
    ...(filters.page !== undefined ? { page: filters.page } : {}),
  }
}

const BUCKET: Record<Interval, string> = {
  hour: 'toStartOfHour(time)',
  day: 'toStartOfDay(time)',
  week: 'toStartOfWeek(time, 1)',
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

const NUMERIC = new Set(['visitors', 'pageviews', 'level', 'measured', 'averageMs'])
/** 64-bit numbers come back as JSON strings; the API answers plain numbers (text columns stay text). */
const numbers = <T extends object>(rows: T[]): T[] =>
  rows.map(
    (row) =>
      Object.fromEntries(
        Object.entries(row).map(([key, value]) => [key, NUMERIC.has(key) ? Number(value) : value]),
      ) as T,
  )

export class DashboardQueries {
  constructor(private readonly store: InsightsStore) {}

  private async rows<T extends object>(sql: string, period: Period, filters: Filters): Promise<T[]> {
    return numbers(await this.store.query<T>(sql, params(period, filters)))
  }

  async totals(period: Period, filters: Filters): Promise<Totals> {
    const [row] = await this.rows<Totals>(
      `SELECT uniqExact(visitor) AS visitors, count() AS pageviews FROM events
       WHERE name = 'pageview' AND ${PERIOD} ${visitFilter(filters)}`,
      period,
      filters,
    )
    return row ?? { visitors: 0, pageviews: 0 }
  }

  /** One page's own visitors and page views (not the rest of the visits that read it). */
  async pageTotals(period: Period, page: string): Promise<Totals> {
    const [row] = await this.rows<Totals>(
      `SELECT uniqExact(visitor) AS visitors, count() AS pageviews FROM events
       WHERE name = 'pageview' AND ${PERIOD} AND path = {page:String}`,
      period,
      { page },
    )
    return row ?? { visitors: 0, pageviews: 0 }
  }

  timeseries(period: Period, filters: Filters, interval: Interval): Promise<Bucket[]> {
    return this.rows<Bucket>(
      `SELECT formatDateTime(${BUCKET[interval]}, '%Y-%m-%dT%H:%i:%SZ') AS bucket,
         uniqExact(visitor) AS visitors, count() AS pageviews
       FROM events WHERE name = 'pageview' AND ${PERIOD} ${visitFilter(filters)}
       GROUP BY bucket ORDER BY bucket`,
      period,
      filters,
    )
  }

  /**
   * Page views grouped by one column, most visitors first. Where a visit came from (source, referrer, campaign) is
   * its entry page view's: later page views of the visit are internal navigations.
   */
  breakdown(period: Period, filters: Filters, column: BreakdownColumn, limit = 20): Promise<Ranked[]> {
    const limitRows = `ORDER BY visitors DESC, pageviews DESC, key LIMIT ${Math.floor(limit)}`
    if (column in ENTRY_BREAKDOWNS)
      return this.rows<Ranked>(
        `SELECT key, count() AS visitors, sum(views) AS pageviews FROM (
           SELECT visitor, argMin(${ENTRY_BREAKDOWNS[column as keyof typeof ENTRY_BREAKDOWNS]}, time) AS key,
             count() AS views
           FROM events WHERE name = 'pageview' AND ${PERIOD} ${visitFilter(filters)} GROUP BY visitor)
         ${column === 'campaigns' ? "WHERE key != ''" : ''}
         GROUP BY key ${limitRows}`,
        period,
        filters,
      )
    return this.rows<Ranked>(
      `SELECT ${PAGE_BREAKDOWNS[column as keyof typeof PAGE_BREAKDOWNS]} AS key,
         uniqExact(visitor) AS visitors, count() AS pageviews
       FROM events WHERE name = 'pageview' AND ${PERIOD} ${visitFilter(filters)}
       ${column === 'posts' ? "AND key != ''" : ''}
       GROUP BY key ${limitRows}`,
      period,
      filters,
    )
  }

  /** Visitors in the last five minutes (Plausible's "current visitors"). */
  async live(now: Date): Promise<number> {
    const [row] = await this.rows<{ visitors: number }>(
      `SELECT uniqExact(visitor) AS visitors FROM events WHERE ${PERIOD}`,
      { from: new Date(now.getTime() - 5 * 60_000), to: new Date(now.getTime() + 60_000) },
      {},
    )
    return row?.visitors ?? 0
  }

  /** Visitors reaching each step in order, within the visit. */
  funnel(period: Period, filters: Filters, kind: FunnelKind): Promise<number[]> {
    const steps = FUNNELS[kind]
    return this.rows<{ level: number; visitors: number }>(
      `SELECT level, count() AS visitors FROM (
         SELECT visitor, windowFunnel(86400000)(toUInt64(toUnixTimestamp64Milli(time)), ${steps.join(', ')}) AS level
         FROM events WHERE name IN (${FUNNEL_EVENTS[kind]}) AND ${PERIOD} ${visitFilter(filters)} GROUP BY visitor)
       GROUP BY level`,
      period,
      filters,
    ).then((levels) =>
      steps.map((_, index) =>
        levels.filter((row) => row.level >= index + 1).reduce((sum, row) => sum + row.visitors, 0),
      ),
    )
  }

  /** Time on a page, from the `engagement` events the script sends when the page is hidden or left. */
  async engagement(period: Period, page: string): Promise<{ measured: number; averageMs: number }> {
    const [row] = await this.rows<{ measured: number; averageMs: number }>(
      `SELECT count() AS measured, if(count() = 0, 0, round(avg(engaged_ms))) AS averageMs FROM events
       WHERE name = 'engagement' AND ${PERIOD} AND path = {page:String}`,
      period,
      { page },
    )
    return row ?? { measured: 0, averageMs: 0 }
  }

  /** Each application with what its visit had before it: the landing page, the source and campaign, the last post. */
  attributions(period: Period, filters: Filters): Promise<Attribution[]> {
    return this.rows<Attribution>(
      `SELECT c.id AS id, c.path AS path,
         argMinIf(p.path, p.time, p.time <= c.time) AS landing,
         argMinIf(p.source, p.time, p.time <= c.time) AS source,
         argMinIf(p.campaign, p.time, p.time <= c.time) AS campaign,
         argMaxIf(${POST_SLUG_SQL.replace('path', 'p.path')}, p.time, p.time <= c.time AND ${POST_SLUG_SQL.replace('path', 'p.path')} != '') AS post
       FROM (SELECT id, visitor, time, path FROM events
             WHERE name = '${CONVERSIONS.application}' AND ${PERIOD} ${visitFilter(filters)}) AS c
       LEFT JOIN (SELECT visitor, time, path, source, campaign FROM events
             WHERE name = 'pageview' AND time >= {from:DateTime64(3, 'UTC')} - INTERVAL 1 DAY
               AND time < {to:DateTime64(3, 'UTC')}) AS p ON p.visitor = c.visitor
       GROUP BY c.id, c.path
       LIMIT 100000`,
      period,
      filters,
    )
  }
}

export interface Attribution {
  id: string
  landing: string
  source: string
  campaign: string
  post: string
}

/** Breakdowns by what each page view has. */
const PAGE_BREAKDOWNS = {
  pages: 'path',
  posts: POST_SLUG_SQL,
  devices: 'screen',
  languages: 'language',
} as const
/** Breakdowns by where the visit came from (its entry page view). */
const ENTRY_BREAKDOWNS = { sources: 'source', referrers: 'referrer', campaigns: 'campaign' } as const
const BREAKDOWNS = { ...PAGE_BREAKDOWNS, ...ENTRY_BREAKDOWNS }
export type BreakdownColumn = keyof typeof BREAKDOWNS
export const BREAKDOWN_COLUMNS = Object.keys(BREAKDOWNS) as BreakdownColumn[]

const FUNNELS = {
  /** landing → the wait-list page → its step 1 passed → the application accepted (server-side). */
  waitList: [
    `name = 'pageview'`,
    `name = 'pageview' AND path = '${WAIT_LIST_PATH}'`,
    `name = 'waitlist_step1'`,
    `name = '${CONVERSIONS.application}'`,
  ],
  /** a post read → a store button pressed. */
  post: [`name = 'pageview' AND ${POST_SLUG_SQL} != ''`, `name = 'store_button'`],
} as const
export type FunnelKind = keyof typeof FUNNELS
/** The events a funnel's steps name: only those are read (the table is ordered by name, then time). */
const FUNNEL_EVENTS: Record<FunnelKind, string> = {
  waitList: `'pageview', 'waitlist_step1', '${CONVERSIONS.application}'`,
  post: `'pageview', 'store_button'`,
}
export const FUNNEL_STEPS: Record<FunnelKind, string[]> = {
  waitList: ['Landed', 'Wait-list page', 'Step 1 passed', 'Application accepted'],
  post: ['Read a post', 'Store button pressed'],
}
