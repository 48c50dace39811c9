/**
 * `npx tsx functions/src/node.ts` (and `npm start`): the function on FUNCTION_PORT (8787) against the lake at
 * SANITY_API_HOST (default the local lake, http://127.0.0.1:7700), with the schedule job every minute.
 * Against the local lake, SANITY_WRITE_TOKEN defaults to the one in `$LAKE_DATA_DIR/tokens.json` (`.data/lake`).
 */
import { readStoredTokens } from '@escrova/schemas/local-lake-tokens'
import { DEFAULT_PORTS } from '@escrova/schemas/settings'
import { depsFromEnv } from './config.ts'
import { nodeInsights } from './events/node.ts'
import { storeSettingsFromEnv } from './events/store/open.ts'
import { startNodeServer } from './node-server.ts'
import { jsonLogger } from './util/logger.ts'

/** Locally, without SANITY_WRITE_TOKEN: the write token the local lake generated into its data dir. */
function localLakeWriteToken(): string | undefined {
  return readStoredTokens(process.env.LAKE_DATA_DIR ?? '.data/lake').write
}

const deps = depsFromEnv(process.env)
const localLake =
  deps.content.apiHost?.startsWith('http://127.0.0.1') || deps.content.apiHost?.startsWith('http://localhost')
if (!deps.content.token && localLake) deps.content.token = localLakeWriteToken()
if (!deps.content.token)
  jsonLogger.warn('SANITY_WRITE_TOKEN is not set: submissions will be refused by the store')

// Insights on chDB under INSIGHTS_DATA_DIR, or the ClickHouse server at INSIGHTS_CLICKHOUSE_URL (functions/README.md).
if (process.env.INSIGHTS !== 'off') deps.insights = nodeInsights(storeSettingsFromEnv(process.env))

const running = await startNodeServer(deps, {
  port: Number(process.env.FUNCTION_PORT ?? DEFAULT_PORTS.functions),
  hostname: process.env.FUNCTION_HOST ?? '127.0.0.1',
  schedule: process.env.FUNCTION_SCHEDULE !== 'off',
})
jsonLogger.info('function listening', { url: running.url, contentStore: deps.content.apiHost })

const stop = async () => {
  await running.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
