/**
 * Where insight events live: one interface, two engines. The embedded default is chDB (ClickHouse's own engine
 * in-process, npm `chdb`), so `npm start` needs no server or account; production points `INSIGHTS_CLICKHOUSE_URL`
 * at a ClickHouse server (`@clickhouse/client`). Both speak ClickHouse SQL, so the schema (`schema.ts`) and every
 * dashboard query (`../../insights/dashboard/queries.ts`) are one text for both.
 */

/** One stored event. Never an IP address or a user agent: `visitor` is the daily-salted hash (`../visitor.ts`). */
export interface EventRow {
  /** Unique per event: the browser's own id for beacons (an offline page view is sent once), a random one server-side. */
  id: string
  /** When it happened, `YYYY-MM-DD hh:mm:ss.sss` in UTC (ClickHouse's DateTime64 text form). */
  time: string
  name: string
  /** The visitor hash as a decimal string (a UInt64 does not fit a JS number). */
  visitor: string
  /** The page whatever its language (`pagePath` in schemas/src/insights.ts): `/pcm/wait-list` is `/wait-list`. */
  path: string
  /** The language of the page read (its path's prefix; `en` without one). */
  page_language: string
  /** The referring site's host name (never its full URL), empty when direct or from this site. */
  referrer: string
  source: string
  medium: string
  campaign: string
  screen: string
  /** The browser's language. */
  language: string
  /** The event's one property: which store, which share target, etc. */
  prop: string
  /** Time the page was in view, for `engagement` events. */
  engaged_ms: number
}

export type QueryParams = Record<string, string | number | string[]>

export interface InsightsStore {
  /** `chdb` or `clickhouse`, for logs and health. */
  readonly engine: string
  insert(rows: readonly EventRow[]): Promise<void>
  /** A read with ClickHouse's `{name:Type}` parameters, answered as JSON rows. */
  query<T>(sql: string, params?: QueryParams): Promise<T[]>
  /** A statement without rows (DDL). */
  command(sql: string): Promise<void>
  close(): Promise<void>
}

/** Renders a Date as ClickHouse's `DateTime64(3)` text (UTC). */
export const clickhouseTime = (date: Date): string => date.toISOString().replace('T', ' ').replace('Z', '')
