/**
 * The unfiltered dashboard read from the rollups (`events/store/rollups.ts`), a few queries for every panel: the
 * totals and the chart from `hourly_totals`, every page list from `hourly_pages` at once, and sources, referrers,
 * campaigns and both funnels from `visits` at once (each visit merged from its hours, so a visit is counted once).
 * The lists read a final day's kept lists instead of its hours (`events/store/day-lists.ts`). Periods are whole
 * hours (`wholeHours`).
 */
import { type Attribution, attributionSql } from '../../events/store/attribution.ts'
import {
  CREDIT_LIST_DIMENSIONS,
  dayStart,
  ENTRY_DIMENSIONS,
  type EntryDimension,
  FUNNEL_KINDS,
  keptListsSql,
  PAGE_LIST_DIMENSIONS,
  pageListsSql,
  periodListsSql,
  REST_APPLICATIONS,
  REST_PAGEVIEWS,
  restOfPeriod,
  totalsListSql,
  VISIT_LIST_DIMENSIONS,
  visitListsSql,
  WHOLE_DAYS,
} from '../../events/store/day-lists.ts'
import {
  FUNNELS,
  type FunnelKind,
  PAGE_DIMENSIONS,
  type PageDimension,
  VISITORS_UNIQ,
} from '../../events/store/rollups.ts'
import type { InsightsStore } from '../../events/store/store.ts'
import {
  type Bucket,
  bucketSql,
  type Interval,
  type Period,
  RANKING,
  type Ranked,
  readRows,
  type Totals,
  within,
} from './sql.ts'

export { ENTRY_DIMENSIONS, type EntryDimension } from '../../events/store/day-lists.ts'

const HOURS = within('hour')
const LIST_LENGTH = 20
const topOf = (lists: string) => `${lists} ORDER BY dimension, ${RANKING} LIMIT ${LIST_LENGTH} BY dimension`

export interface VisitSummary {
  breakdowns: Record<EntryDimension, Ranked[]>
  /** Visitors reaching each step, per funnel. */
  funnels: Record<FunnelKind, number[]>
}

const group = <K extends string>(keys: readonly K[], rows: Array<Ranked & { dimension: string }>) =>
  Object.fromEntries(
    keys.map((key) => [
      key,
      rows
        .filter((row) => row.dimension === key)
        .map(({ key, visitors, pageviews }) => ({ key, visitors, pageviews })),
    ]),
  ) as Record<K, Ranked[]>

export class RollupQueries {
  constructor(private readonly store: InsightsStore) {}

  async totals(period: Period): Promise<Totals> {
    const [row] = await readRows<Totals>(
      this.store,
      `SELECT visitors, pageviews FROM (${periodListsSql(['totals'], totalsListSql, HOURS)})`,
      period,
    )
    return row ?? { visitors: 0, pageviews: 0 }
  }

  /** By hour from the hours; by day or week from the kept days' totals and the other hours. */
  timeseries(period: Period, interval: Interval): Promise<Bucket[]> {
    const hourly = (where: string) =>
      `SELECT ${bucketSql('hour', interval)} AS bucket,
         ${VISITORS_UNIQ}Merge(visitors) AS visitors, sum(pageviews) AS pageviews
       FROM hourly_totals WHERE ${where} GROUP BY bucket`
    const sql =
      interval === 'hour'
        ? `${hourly(HOURS)} ORDER BY bucket`
        : `SELECT bucket, sum(visitors) AS visitors, sum(pageviews) AS pageviews FROM (
             SELECT ${bucketSql(dayStart('day'), interval)} AS bucket, visitors, pageviews
             FROM daily_lists FINAL WHERE day IN (${WHOLE_DAYS}) AND dimension = 'totals'
             UNION ALL ${hourly(restOfPeriod(HOURS))})
           GROUP BY bucket ORDER BY bucket`
    return readRows<Bucket>(this.store, sql, period)
  }

  /** Each credit list (`CREDITS`) of the period's applications: whole kept days' lists, raw events for the rest. */
  async applicationCredits(
    period: Period,
  ): Promise<{ kept: Array<Ranked & { dimension: string }>; rest: Attribution[] }> {
    const [kept, rest] = await Promise.all([
      readRows<Ranked & { dimension: string }>(
        this.store,
        `SELECT dimension, key, sum(visitors) AS visitors, toUInt64(0) AS pageviews
         FROM (${keptListsSql(CREDIT_LIST_DIMENSIONS)}) GROUP BY dimension, key`,
        period,
      ),
      readRows<Attribution>(this.store, attributionSql(REST_APPLICATIONS, REST_PAGEVIEWS), period),
    ])
    return { kept, rest }
  }

  /** Every page list (pages, posts, devices, languages, page languages) in one read, most visitors first. */
  async pageBreakdowns(period: Period): Promise<Record<PageDimension, Ranked[]>> {
    const rows = await readRows<Ranked & { dimension: string }>(
      this.store,
      topOf(periodListsSql(PAGE_LIST_DIMENSIONS, pageListsSql, HOURS)),
      period,
    )
    return group(Object.keys(PAGE_DIMENSIONS) as PageDimension[], rows)
  }

  /** Where visits came from and how far they went, in one read of the visits. */
  async visitSummary(period: Period): Promise<VisitSummary> {
    const rows = await readRows<Ranked & { dimension: string }>(
      this.store,
      topOf(periodListsSql(VISIT_LIST_DIMENSIONS, visitListsSql, HOURS)),
      period,
    )
    const levels = group(FUNNEL_KINDS, rows)
    return {
      breakdowns: group(ENTRY_DIMENSIONS, rows),
      funnels: Object.fromEntries(
        FUNNEL_KINDS.map((kind) => [
          kind,
          FUNNELS[kind].map((_, index) =>
            levels[kind]
              .filter((level) => Number(level.key) >= index + 1)
              .reduce((sum, level) => sum + level.visitors, 0),
          ),
        ]),
      ) as Record<FunnelKind, number[]>,
    }
  }
}
