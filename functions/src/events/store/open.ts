/**
 * Picks the engine from one setting: `INSIGHTS_CLICKHOUSE_URL` set → that ClickHouse server; otherwise chDB on
 * `INSIGHTS_DATA_DIR`. Imported lazily so a runtime without native modules (Workers) never loads chDB.
 */
import { DEFAULT_RETENTION, type RetentionSettings } from './schema.ts'
import type { InsightsStore } from './store.ts'

export interface StoreSettings extends RetentionSettings {
  clickhouseUrl?: string
  dataDir: string
}

export function storeSettingsFromEnv(env: Record<string, string | undefined>): StoreSettings {
  const days = (name: string, fallback: number) => (env[name] ? Number(env[name]) : fallback)
  return {
    clickhouseUrl: env.INSIGHTS_CLICKHOUSE_URL || undefined,
    dataDir: env.INSIGHTS_DATA_DIR || '.data/insights',
    rawRetentionDays: days('INSIGHTS_RAW_RETENTION_DAYS', DEFAULT_RETENTION.rawRetentionDays),
    rollupRetentionDays: days('INSIGHTS_ROLLUP_RETENTION_DAYS', DEFAULT_RETENTION.rollupRetentionDays),
  }
}

export async function openInsightsStore(settings: StoreSettings): Promise<InsightsStore> {
  if (settings.clickhouseUrl) {
    const { openClickhouseStore } = await import('./clickhouse.ts')
    return openClickhouseStore(settings.clickhouseUrl, settings)
  }
  const { openChdbStore } = await import('./chdb.ts')
  return openChdbStore(`${settings.dataDir}/chdb`, settings)
}
