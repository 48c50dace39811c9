/**
 * The tables, one text for chDB and ClickHouse. Raw events partitioned by month and dropped after
 * `rawRetentionDays` (TTL); a daily rollup per page, source and campaign filled by a materialized view on every
 * insert and kept `rollupRetentionDays`, so long-range history survives the raw events.
 *
 * Dialect notes: chDB 3.x embeds ClickHouse 26.x, so everything here runs unchanged on a ClickHouse server of 23.3
 * or later (TTL on MergeTree, `uniqState`, `LowCardinality`, `{name:Type}` parameters). A replicated cluster swaps
 * `MergeTree` for `ReplicatedMergeTree` (docs/production.md); nothing else differs.
 */

export interface RetentionSettings {
  rawRetentionDays: number
  rollupRetentionDays: number
}

export const DEFAULT_RETENTION: RetentionSettings = { rawRetentionDays: 400, rollupRetentionDays: 1100 }

export function schemaStatements({ rawRetentionDays, rollupRetentionDays }: RetentionSettings): string[] {
  const raw = Math.max(1, Math.floor(rawRetentionDays))
  const rollup = Math.max(1, Math.floor(rollupRetentionDays))
  return [
    `CREATE TABLE IF NOT EXISTS events (
      id String,
      time DateTime64(3, 'UTC'),
      name LowCardinality(String),
      visitor UInt64,
      path String,
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
    `ALTER TABLE events MODIFY TTL toDateTime(time) + INTERVAL ${raw} DAY`,
    `CREATE TABLE IF NOT EXISTS daily_pages (
      day Date,
      path String,
      source LowCardinality(String),
      campaign LowCardinality(String),
      pageviews SimpleAggregateFunction(sum, UInt64),
      visitors AggregateFunction(uniq, UInt64)
    ) ENGINE = AggregatingMergeTree
    PARTITION BY toYYYYMM(day)
    ORDER BY (day, path, source, campaign)
    TTL day + INTERVAL ${rollup} DAY`,
    `ALTER TABLE daily_pages MODIFY TTL day + INTERVAL ${rollup} DAY`,
    `CREATE MATERIALIZED VIEW IF NOT EXISTS daily_pages_mv TO daily_pages AS
      SELECT toDate(time) AS day, path, source, campaign,
        toUInt64(count()) AS pageviews, uniqState(visitor) AS visitors
      FROM events WHERE name = 'pageview'
      GROUP BY day, path, source, campaign`,
  ]
}
