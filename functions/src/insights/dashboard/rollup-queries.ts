/**
 * The unfiltered dashboard read from the rollups (`events/store/rollups.ts`), a few queries for every panel: the
 * totals and the chart from `hourly_totals`, every page list from `hourly_pages` at once, and sources, referrers,
 * campaigns and both funnels from `visits` at once (each visit merged from its hours, so a visit is counted once).
 * Periods are whole hours (`wholeHours`).
 */
import {
  ENTRY_COLUMNS,
  FUNNELS,
  type FunnelKind,
  NEVER,
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

const HOURS = within('hour')
const LIST_LENGTH = 20

/** Sources, referrers and campaigns: where a visit came from (its entry page view). */
export const ENTRY_DIMENSIONS = ['sources', 'referrers', 'campaigns'] as const
export type EntryDimension = (typeof ENTRY_DIMENSIONS)[number]

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

export class RollupQueries {
  constructor(private readonly store: InsightsStore) {}

  async totals(period: Period): Promise<Totals> {
    const [row] = await readRows<Totals>(
      this.store,
      `SELECT ${VISITORS_UNIQ}Merge(visitors) AS visitors, sum(pageviews) AS pageviews
       FROM hourly_totals WHERE ${HOURS}`,
      period,
    )
    return row ?? { visitors: 0, pageviews: 0 }
  }

  timeseries(period: Period, interval: Interval): Promise<Bucket[]> {
    return readRows<Bucket>(
      this.store,
      `SELECT ${bucketSql('hour', interval)} AS bucket,
         ${VISITORS_UNIQ}Merge(visitors) AS visitors, sum(pageviews) AS pageviews
       FROM hourly_totals WHERE ${HOURS} GROUP BY bucket ORDER BY bucket`,
      period,
    )
  }

  /** Every page list (pages, posts, devices, languages, page languages) in one read, most visitors first. */
  async pageBreakdowns(period: Period): Promise<Record<PageDimension, Ranked[]>> {
    const rows = await readRows<Ranked & { dimension: string }>(
      this.store,
      `SELECT dimension, key, ${VISITORS_UNIQ}Merge(visitors) AS visitors, sum(pageviews) AS pageviews
       FROM hourly_pages WHERE ${HOURS}
       GROUP BY dimension, key ORDER BY dimension, ${RANKING} LIMIT ${LIST_LENGTH} BY dimension`,
      period,
    )
    return group(Object.keys(PAGE_DIMENSIONS) as PageDimension[], rows)
  }

  /** Where visits came from and how far they went, in one read of the visits. */
  async visitSummary(period: Period): Promise<VisitSummary> {
    const funnels = Object.keys(FUNNELS) as FunnelKind[]
    const rows = await readRows<Ranked & { dimension: string }>(
      this.store,
      `SELECT dimension, key, count() AS visitors, sum(views) AS pageviews FROM (
         SELECT visitor, sum(pageviews) AS views,
           ${ENTRY_COLUMNS.map((column) => `argMinIfMerge(entry_${column}) AS entry_${column}_of_visit`).join(', ')},
           min(wait_list_view) AS wait_list_at, groupArrayArray(step1_times) AS step1_at,
           max(last_application) AS application_at, min(post_read) AS post_at,
           max(last_store_button) AS store_button_at
         FROM visits WHERE ${HOURS} GROUP BY visitor)
       ARRAY JOIN [${[...ENTRY_DIMENSIONS, ...funnels].map((name) => `'${name}'`).join(', ')}] AS dimension,
         [${ENTRY_COLUMNS.map((column) => `entry_${column}_of_visit`).join(', ')},
          toString(${FUNNEL_LEVEL.waitList}), toString(${FUNNEL_LEVEL.post})] AS key
       WHERE if(dimension IN (${funnels.map((kind) => `'${kind}'`).join(', ')}), key != '0',
         views > 0 AND NOT (dimension = 'campaigns' AND key = ''))
       GROUP BY dimension, key ORDER BY dimension, ${RANKING} LIMIT ${LIST_LENGTH} BY dimension`,
      period,
    )
    const levels = group(funnels, rows)
    return {
      breakdowns: group(ENTRY_DIMENSIONS, rows),
      funnels: Object.fromEntries(
        funnels.map((kind) => [
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
