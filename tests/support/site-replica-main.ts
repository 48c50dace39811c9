/**
 * One site replica as its own process (tests/support/site-replica.ts starts it): the built site served by
 * site/server/serve.ts for the edge (or, with `REPLICA_EDGE=0`, keeping its own page cache), as serveTestSite serves
 * it in-process, reading `REPLICA_API`. Prints `REPLICA_READY <url>` once its live stream is open.
 */
import { EDGE_SETTINGS } from '../../site/edge/stack.ts'
import { startSiteServer } from '../../site/server/serve.ts'

const built = JSON.parse(process.env.REPLICA_BUILT ?? '{}') as {
  clientDir: string
  apiHost: string
  functionsUrl: string
}
const apiHost = process.env.REPLICA_API ?? ''
const site = await startSiteServer({
  root: built.clientDir,
  port: 0,
  content: { apiHost },
  connectOrigins: [built.apiHost, built.functionsUrl, apiHost],
  edge: process.env.REPLICA_EDGE === '0' ? undefined : EDGE_SETTINGS,
})
const deadline = Date.now() + 30_000
while (!site.live.connected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
console.log(`REPLICA_READY ${site.url}`)
