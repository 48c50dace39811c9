/**
 * Every dashboard read, in ClickHouse SQL that chDB and a ClickHouse server both run. The unfiltered view reads the
 * rollups (`rollup-queries.ts`): a few small reads whatever the traffic. A filter by source, campaign or page keeps
 * whole visits, which only raw events know (`raw-queries.ts`), as do a page's own numbers, visitors now and the
 * applications' attribution.
 */
import { FUNNELS, type FunnelKind, PAGE_DIMENSIONS, type PageDimension } from '../../events/store/rollups.ts'
import type { InsightsStore } from '../../events/store/store.ts'
import { type Attribution, RawQueries } from './raw-queries.ts'
import { ENTRY_DIMENSIONS, type EntryDimension, RollupQueries, type VisitSummary } from './rollup-queries.ts'
import type { Bucket, Filters, Interval, Period, Ranked, Totals } from './sql.ts'

export type { FunnelKind } from '../../events/store/rollups.ts'
export type { Attribution } from './raw-queries.ts'
export { type Filters, INTERVALS, type Interval, type Period, wholeHours } from './sql.ts'

export type BreakdownColumn = PageDimension | EntryDimension
export const BREAKDOWN_COLUMNS: BreakdownColumn[] = [
  ...(Object.keys(PAGE_DIMENSIONS) as PageDimension[]),
  ...ENTRY_DIMENSIONS,
]

export const FUNNEL_STEPS: Record<FunnelKind, string[]> = {
  waitList: ['Landed', 'Wait-list page', 'Step 1 passed', 'Application accepted'],
  post: ['Read a post', 'Store button pressed'],
}

const filtered = (filters: Filters) => Object.values(filters).some((value) => value !== undefined)

export class DashboardQueries {
  private readonly raw: RawQueries
  private readonly rollups: RollupQueries

  constructor(store: InsightsStore) {
    this.raw = new RawQueries(store)
    this.rollups = new RollupQueries(store)
  }

  totals(period: Period, filters: Filters): Promise<Totals> {
    return filtered(filters) ? this.raw.totals(period, filters) : this.rollups.totals(period)
  }

  timeseries(period: Period, filters: Filters, interval: Interval): Promise<Bucket[]> {
    return filtered(filters)
      ? this.raw.timeseries(period, filters, interval)
      : this.rollups.timeseries(period, interval)
  }

  async pageBreakdowns(period: Period, filters: Filters): Promise<Record<PageDimension, Ranked[]>> {
    if (!filtered(filters)) return this.rollups.pageBreakdowns(period)
    const dimensions = Object.keys(PAGE_DIMENSIONS) as PageDimension[]
    const lists = await Promise.all(dimensions.map((column) => this.raw.breakdown(period, filters, column)))
    return Object.fromEntries(dimensions.map((column, index) => [column, lists[index]])) as Record<
      PageDimension,
      Ranked[]
    >
  }

  async visitSummary(period: Period, filters: Filters): Promise<VisitSummary> {
    if (!filtered(filters)) return this.rollups.visitSummary(period)
    const kinds = Object.keys(FUNNELS) as FunnelKind[]
    const [lists, levels] = await Promise.all([
      Promise.all(ENTRY_DIMENSIONS.map((column) => this.raw.breakdown(period, filters, column))),
      Promise.all(kinds.map((kind) => this.raw.funnel(period, filters, kind))),
    ])
    return {
      breakdowns: Object.fromEntries(
        ENTRY_DIMENSIONS.map((column, index) => [column, lists[index]]),
      ) as VisitSummary['breakdowns'],
      funnels: Object.fromEntries(
        kinds.map((kind, index) => [kind, levels[index]]),
      ) as VisitSummary['funnels'],
    }
  }

  /** One column's list from raw events (a page's own sources). */
  breakdown(period: Period, filters: Filters, column: BreakdownColumn): Promise<Ranked[]> {
    return this.raw.breakdown(period, filters, column)
  }

  pageTotals(period: Period, page: string): Promise<Totals> {
    return this.raw.pageTotals(period, page)
  }

  live(now: Date): Promise<number> {
    return this.raw.live(now)
  }

  engagement(period: Period, page: string): Promise<{ measured: number; averageMs: number }> {
    return this.raw.engagement(period, page)
  }

  attributions(period: Period, filters: Filters): Promise<Attribution[]> {
    return this.raw.attributions(period, filters)
  }
}
