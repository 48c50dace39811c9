/**
 * The embedded engine: chDB (ClickHouse in this process) on a data directory, so `npm start` keeps insight events
 * across restarts with no server. chDB allows one data directory per process; the function opens exactly one.
 * Queries and inserts run off the event loop (`queryBindAsync`, `insert`), so a dashboard query never stalls a
 * form submission.
 */
import { mkdirSync } from 'node:fs'
import { Session } from 'chdb'
import { prepareStore, type RetentionSettings } from './schema.ts'
import type { EventRow, InsightsStore, QueryParams } from './store.ts'

const parseRows = <T>(text: string): T[] =>
  text
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => JSON.parse(line) as T)

export async function openChdbStore(dataDir: string, retention: RetentionSettings): Promise<InsightsStore> {
  mkdirSync(dataDir, { recursive: true })
  const session = new Session(dataDir)
  const store: InsightsStore = {
    engine: 'chdb',
    async insert(rows: readonly EventRow[]) {
      if (rows.length === 0) return
      const values = Buffer.from(rows.map((row) => JSON.stringify(row)).join('\n'))
      await session.insert({ table: 'events', values, format: 'JSONEachRow' })
    },
    async query<T>(sql: string, params: QueryParams = {}) {
      const result = await session.queryBindAsync(sql, params, { format: 'JSONEachRow' })
      return parseRows<T>(result.text())
    },
    async command(sql: string) {
      await session.queryAsync(sql)
    },
    async close() {
      session.close()
    },
  }
  await prepareStore(store, retention)
  return store
}
