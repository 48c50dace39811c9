/**
 * The dashboard read from raw events: what a filtered view needs (a filter keeps whole visits, which the rollups do
 * not know), a page's own numbers, time on page, visitors now and the applications' attribution. In ClickHouse SQL
 * that chDB and a ClickHouse server both run; values travel as query parameters (`{name:Type}`), never in the text.
 * A visit is a visitor's day (the hash changes with the daily salt), and a filter by source, campaign or page keeps
 * the visits that had a page view matching it, as Plausible filters sessions.
 */

import { type Attribution, attributionSql } from '../../events/store/attribution.ts'
import {
  FUNNEL_EVENTS,
  FUNNELS,
  type FunnelKind,
  funnelCall,
  PAGE_DIMENSIONS,
} from '../../events/store/rollups.ts'
import type { InsightsStore } from '../../events/store/store.ts'
import {
  type Bucket,
  bucketSql,
  type Filters,
  type Interval,
  type Period,
  RANKING,
  type Ranked,
  readRows,
  type Totals,
  within,
} from './sql.ts'

const PERIOD = within('time')

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

export class RawQueries {
  constructor(private readonly store: InsightsStore) {}

  private rows<T extends object>(sql: string, period: Period, filters: Filters): Promise<T[]> {
    return readRows<T>(this.store, sql, period, filters)
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
      `SELECT ${bucketSql('time', interval)} AS bucket,
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
    const limitRows = `ORDER BY ${RANKING} LIMIT ${Math.floor(limit)}`
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
         SELECT visitor, ${funnelCall(kind)} AS level
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
      `${attributionSql(
        `${PERIOD} ${visitFilter(filters)}`,
        `time >= {from:DateTime64(3, 'UTC')} - INTERVAL 1 DAY
         AND time < {to:DateTime64(3, 'UTC')}`,
      )} LIMIT 100000`,
      period,
      filters,
    )
  }
}

/** Breakdowns by what each page view has. */
const PAGE_BREAKDOWNS = PAGE_DIMENSIONS
/** Breakdowns by where the visit came from (its entry page view). */
const ENTRY_BREAKDOWNS = { sources: 'source', referrers: 'referrer', campaigns: 'campaign' } as const
type BreakdownColumn = keyof typeof PAGE_BREAKDOWNS | keyof typeof ENTRY_BREAKDOWNS
