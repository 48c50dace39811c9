/**
 * Every dashboard read, in ClickHouse SQL that chDB and a ClickHouse server both run. The unfiltered view reads the
 * rollups (`rollup-queries.ts`): a few small reads whatever the traffic. A filter by source, campaign or page keeps
 * whole visits, which only raw events know (`raw-queries.ts`), as do a page's own numbers, visitors now and the
 * applications' attribution.
 */
import { FUNNELS, type FunnelKind, PAGE_DIMENSIONS, type PageDimension } from '../../events/store/rollups.ts'
import type { InsightsStore } from '../../events/store/store.ts'
import { RawQueries } from './raw-queries.ts'
import { ENTRY_DIMENSIONS, type EntryDimension, RollupQueries, type VisitSummary } from './rollup-queries.ts'
import type { Bucket, Filters, Interval, Period, Ranked, Totals } from './sql.ts'
import { type ApplicationCredits, addCredits, creditApplications } from './summaries.ts'

export type { Attribution } from '../../events/store/attribution.ts'
export type { FunnelKind } from '../../events/store/rollups.ts'
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

  /**
   * The chart and its totals. Unfiltered, by day or week, the totals are the chart's sums: a visitor hash lives one
   * Lagos day, so a period's visitors are the sum of its days' (as the kept day lists count them), and one read
   * serves both. By hour, or filtered (raw events), each is read.
   */
  async chart(
    period: Period,
    filters: Filters,
    interval: Interval,
  ): Promise<{ totals: Totals; series: Bucket[] }> {
    if (filtered(filters) || interval === 'hour') {
      const [totals, series] = await Promise.all([
        this.totals(period, filters),
        this.timeseries(period, filters, interval),
      ])
      return { totals, series }
    }
    const series = await this.rollups.timeseries(period, interval)
    const totals = series.reduce(
      (sum, bucket) => ({
        visitors: sum.visitors + bucket.visitors,
        pageviews: sum.pageviews + bucket.pageviews,
      }),
      { visitors: 0, pageviews: 0 },
    )
    return { totals, series }
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

  /** What brought the period's applications (`summaries.ts`): a filtered view from raw events alone. */
  async applications(period: Period, filters: Filters): Promise<ApplicationCredits> {
    if (filtered(filters)) return creditApplications(await this.raw.attributions(period, filters))
    const { kept, rest } = await this.rollups.applicationCredits(period)
    return addCredits(creditApplications(rest), kept)
  }
}
