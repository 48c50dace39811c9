/**
 * The function with insights on chDB in its own process, as a deployment runs it, for `insights.bench.ts`: prints
 * `ready <url> <pid>` and serves `/api/event`; on SIGTERM it closes as the function does (the buffer written) and
 * exits, and the `kill -9` measure kills it mid-stream. Argument: the data directory.
 */
import { CONTENT_API } from '@escrova/schemas/settings'
import { nodeInsights } from '../src/events/node.ts'
import { startNodeServer } from '../src/node-server.ts'
import { silentLogger } from '../src/util/logger.ts'

const dataDir = process.argv[2] as string
const running = await startNodeServer({
  content: { ...CONTENT_API, apiHost: 'http://127.0.0.1:1', useProjectHostname: false },
  corsOrigins: ['http://localhost:*'],
  logger: silentLogger,
  insights: nodeInsights(
    { dataDir, rawRetentionDays: 30, rollupRetentionDays: 400 },
    { eventsPerMinute: 10_000_000 },
  ),
})
await running.service.services.insights?.store()
// CPU time (this process and its chDB threads) from here to the end: the machine may be shared, so the bench also
// reports what an event costs the function, not only what it got of the machine.
const ready = process.cpuUsage()
console.log(`ready ${running.url} ${process.pid}`)
process.once('SIGTERM', () => {
  void running.close().then(() => {
    const used = process.cpuUsage(ready)
    console.log(`cpu ${used.user + used.system}`)
    process.exit(0)
  })
})
