/**
 * The rollups a dashboard reads instead of raw events, each an `AggregatingMergeTree` filled by a materialized view
 * on every insert, keyed by the hour (whole hours: the dashboard's periods are whole hours, and Lagos days are whole
 * UTC hours apart, so daily and weekly charts are sums of hours):
 *  - `hourly_totals`: page views and the visitors' state per hour (totals, the chart);
 *  - `hourly_pages`: the same per hour and page, post, device, browser language and page language (top lists);
 *  - `visits`: one row per visitor and hour with the visit's page views, its entry source, referrer and campaign (an
 *    `argMinIf` state: the first page view's) and the times its funnel steps need, merged per visitor at read time,
 *    so sources, campaigns and funnels are exact and read a row per visit instead of every event.
 * Visitors in the hourly tables are `uniqExact` states: exact, as the ground-truth test checks, at the price of
 * one 8-byte hash per visitor per hour and key (docs/production.md sizes it).
 */
import { CONVERSIONS, POST_SLUG_SQL, WAIT_LIST_PATH } from '@escrova/schemas/insights'

/** The aggregate visitors are counted with in the hourly rollups (`<name>State`, `<name>Merge`). */
export const VISITORS_UNIQ = 'uniqExact'

/** A funnel's window: a visit is a visitor's day, so one day holds every step of it. */
export const FUNNEL_WINDOW_MS = 86_400_000
const FUNNEL_TIME = 'toUInt64(toUnixTimestamp64Milli(time))'

/** Each funnel's steps as conditions on one event, in order. */
export const FUNNELS = {
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
/** The events a funnel's steps name: only those are read (the raw table is ordered by name, then time). */
export const FUNNEL_EVENTS: Record<FunnelKind, string> = {
  waitList: `'pageview', 'waitlist_step1', '${CONVERSIONS.application}'`,
  post: `'pageview', 'store_button'`,
}
/** `windowFunnel(…)(time, steps…)` of a funnel, over raw events. */
export const funnelCall = (kind: FunnelKind) =>
  `windowFunnel(${FUNNEL_WINDOW_MS})(${FUNNEL_TIME}, ${FUNNELS[kind].join(', ')})`

/** Page breakdowns, by what each page view has: the rollup's `dimension` and its key's expression. */
export const PAGE_DIMENSIONS = {
  pages: 'path',
  posts: POST_SLUG_SQL,
  devices: 'toString(screen)',
  languages: 'toString(language)',
  pageLanguages: 'toString(page_language)',
} as const
export type PageDimension = keyof typeof PAGE_DIMENSIONS

const VISITORS_STATE = `AggregateFunction(${VISITORS_UNIQ}, UInt64)`
const TIME = "DateTime64(3, 'UTC')"
/** Where a visit came from: its first page view's source, referrer and campaign (a state each: a tuple's is slower). */
export const ENTRY_COLUMNS = ['source', 'referrer', 'campaign'] as const
const ENTRY_STATE = `AggregateFunction(argMinIf, String, ${TIME}, UInt8)`
/** "Never" for a step's first time, "not yet" for its last, so a missing step orders after or before every other. */
export const NEVER = "toDateTime64('2299-12-31 00:00:00', 3, 'UTC')"
export const NOT_YET = "toDateTime64(0, 3, 'UTC')"

/**
 * What a visit's funnels need, in a few times per visit instead of every event (a `windowFunnel` state would keep a
 * time per page view): the first page view on the wait-list page and the first post read, every step-1 time, and the
 * last application and store button. `visitListsSql` (day-lists.ts) walks the steps from them as
 * `windowFunnel` does: each step at or after the one before, within the visit.
 */
const STEP_COLUMNS = `wait_list_view SimpleAggregateFunction(min, ${TIME}),
      step1_times SimpleAggregateFunction(groupArrayArray, Array(${TIME})),
      last_application SimpleAggregateFunction(max, ${TIME}),
      post_read SimpleAggregateFunction(min, ${TIME}),
      last_store_button SimpleAggregateFunction(max, ${TIME})`
const STEP_SELECT = `min(if(${FUNNELS.waitList[1]}, time, ${NEVER})) AS wait_list_view,
        groupArrayIf(time, ${FUNNELS.waitList[2]}) AS step1_times,
        max(if(${FUNNELS.waitList[3]}, time, ${NOT_YET})) AS last_application,
        min(if(${FUNNELS.post[0]}, time, ${NEVER})) AS post_read,
        max(if(${FUNNELS.post[1]}, time, ${NOT_YET})) AS last_store_button`

export interface Rollup {
  name: string
  columns: string
  orderBy: string
  /** The materialized view's SELECT over `events` (also the backfill's). */
  select: string
}

export const ROLLUPS: readonly Rollup[] = [
  {
    name: 'hourly_totals',
    columns: `hour DateTime('UTC'), pageviews SimpleAggregateFunction(sum, UInt64), visitors ${VISITORS_STATE}`,
    orderBy: 'hour',
    select: `SELECT toStartOfHour(time) AS hour, count() AS pageviews, ${VISITORS_UNIQ}State(visitor) AS visitors
      FROM events WHERE name = 'pageview' GROUP BY hour`,
  },
  {
    name: 'hourly_pages',
    columns: `hour DateTime('UTC'), dimension LowCardinality(String), key String,
      pageviews SimpleAggregateFunction(sum, UInt64), visitors ${VISITORS_STATE}`,
    orderBy: 'dimension, hour, key',
    select: `SELECT toStartOfHour(time) AS hour, dimension, key, count() AS pageviews,
        ${VISITORS_UNIQ}State(visitor) AS visitors
      FROM events
      ARRAY JOIN [${Object.keys(PAGE_DIMENSIONS)
        .map((name) => `'${name}'`)
        .join(', ')}] AS dimension, [${Object.values(PAGE_DIMENSIONS).join(', ')}] AS key
      WHERE name = 'pageview' AND NOT (dimension = 'posts' AND key = '')
      GROUP BY hour, dimension, key`,
  },
  {
    name: 'visits',
    columns: `hour DateTime('UTC'), visitor UInt64, pageviews SimpleAggregateFunction(sum, UInt64),
      ${ENTRY_COLUMNS.map((column) => `entry_${column} ${ENTRY_STATE}`).join(', ')}, ${STEP_COLUMNS}`,
    orderBy: 'hour, visitor',
    select: `SELECT toStartOfHour(time) AS hour, visitor, countIf(name = 'pageview') AS pageviews,
        ${ENTRY_COLUMNS.map((column) => `argMinIfState(toString(${column}), time, name = 'pageview') AS entry_${column}`).join(', ')},
        ${STEP_SELECT}
      FROM events WHERE name IN (${FUNNEL_EVENTS.waitList}, 'store_button')
      GROUP BY hour, visitor`,
  },
]
