/**
 * The tables, one text for chDB and ClickHouse. Raw events are partitioned by month and dropped after
 * `rawRetentionDays` (TTL); the rollups (`rollups.ts`) are filled by materialized views on every insert and kept
 * `rollupRetentionDays`, so long-range history survives the raw events and a dashboard reads rollups, not raw events.
 *
 * Dialect notes: chDB 3.x embeds ClickHouse 26.x; everything here also runs on a ClickHouse server of 24.1 or later
 * (TTL on MergeTree, `AggregatingMergeTree` with `uniqCombined64`/`argMinIf`/`windowFunnel` states, `ARRAY JOIN`,
 * `LIMIT … BY`, `LowCardinality`, `{name:Type}` parameters). A replicated cluster swaps `MergeTree` for
 * `ReplicatedMergeTree` (docs/production.md); nothing else differs.
 */
import { dayListStatements } from './day-lists.ts'
import { ROLLUPS } from './rollups.ts'
import type { InsightsStore } from './store.ts'

export interface RetentionSettings {
  rawRetentionDays: number
  rollupRetentionDays: number
}

export const DEFAULT_RETENTION: RetentionSettings = { rawRetentionDays: 400, rollupRetentionDays: 1100 }

const days = (value: number) => Math.max(1, Math.floor(value))

function rawStatements(raw: number): string[] {
  return [
    `CREATE TABLE IF NOT EXISTS events (
      id String,
      time DateTime64(3, 'UTC'),
      name LowCardinality(String),
      visitor UInt64,
      path String,
      page_language LowCardinality(String),
      referrer String,
      source LowCardinality(String),
      medium LowCardinality(String),
      campaign LowCardinality(String),
      screen LowCardinality(String),
      language LowCardinality(String),
      prop String,
      engaged_ms UInt32
    ) ENGINE = MergeTree
    PARTITION BY toYYYYMM(time)
    ORDER BY (name, time)
    TTL toDateTime(time) + INTERVAL ${raw} DAY`,
    // A store made before pages were read without their language prefix.
    `ALTER TABLE events ADD COLUMN IF NOT EXISTS page_language LowCardinality(String) AFTER path`,
    `ALTER TABLE events MODIFY TTL toDateTime(time) + INTERVAL ${raw} DAY`,
    // The daily rollup the hourly ones replace: nothing reads it, and its view would cost every insert.
    'DROP VIEW IF EXISTS daily_pages_mv',
    'DROP TABLE IF EXISTS daily_pages',
  ]
}

/** Every statement that makes (or brings up to date) the store, in order. */
export function schemaStatements({ rawRetentionDays, rollupRetentionDays }: RetentionSettings): string[] {
  const rollup = days(rollupRetentionDays)
  return [
    ...rawStatements(days(rawRetentionDays)),
    ...ROLLUPS.flatMap((table) => [
      `CREATE TABLE IF NOT EXISTS ${table.name} (${table.columns})
       ENGINE = AggregatingMergeTree
       PARTITION BY toYYYYMM(hour)
       ORDER BY (${table.orderBy})
       TTL hour + INTERVAL ${rollup} DAY`,
      `ALTER TABLE ${table.name} MODIFY TTL hour + INTERVAL ${rollup} DAY`,
      `CREATE MATERIALIZED VIEW IF NOT EXISTS ${table.name}_mv TO ${table.name} AS ${table.select}`,
    ]),
    ...dayListStatements(rollup),
  ]
}

/**
 * Makes the tables (or brings them up to date), then fills a rollup that is empty while raw events exist (a store
 * made before the rollup was) with its view's own SELECT over the events kept. It runs when the store opens, before
 * the function writes, so no event is counted twice.
 */
export async function prepareStore(store: InsightsStore, retention: RetentionSettings): Promise<void> {
  for (const statement of schemaStatements(retention)) await store.command(statement)
  const rows = async (table: string) =>
    Number((await store.query<{ rows: string }>(`SELECT count() AS rows FROM ${table}`))[0]?.rows ?? 0)
  if ((await rows('events')) === 0) return
  for (const table of ROLLUPS)
    if ((await rows(table.name)) === 0) await store.command(`INSERT INTO ${table.name} ${table.select}`)
}
