/**
 * Production: a ClickHouse server through its official client. The same statements and queries as chDB
 * (`schema.ts`, `../../insights/dashboard/queries.ts`); parameters travel as ClickHouse query parameters, never in the SQL text.
 */
import { createClient } from '@clickhouse/client'
import { prepareStore, type RetentionSettings } from './schema.ts'
import type { EventRow, InsightsStore, QueryParams } from './store.ts'

export async function openClickhouseStore(url: string, retention: RetentionSettings): Promise<InsightsStore> {
  const client = createClient({
    url,
    // Inserts are batched by the function already (`../buffer.ts`); waiting for the write keeps the
    // "stored" count honest.
    clickhouse_settings: { wait_end_of_query: 1 },
  })
  const store: InsightsStore = {
    engine: 'clickhouse',
    async insert(rows: readonly EventRow[]) {
      if (rows.length === 0) return
      await client.insert({ table: 'events', values: [...rows], format: 'JSONEachRow' })
    },
    async query<T>(sql: string, params: QueryParams = {}) {
      const result = await client.query({ query: sql, query_params: params, format: 'JSONEachRow' })
      return (await result.json()) as T[]
    },
    async command(sql: string) {
      await client.command({ query: sql })
    },
    close: () => client.close(),
  }
  await prepareStore(store, retention)
  return store
}
