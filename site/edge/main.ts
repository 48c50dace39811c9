/**
 * `tsx site/edge/main.ts`: the edge cache in front of running site replicas, as `npm start` runs it with `EDGE=1`:
 * Varnish with site/edge/site.vcl on `EDGE_PORT` (default 3000, the site's address) in front of `EDGE_ORIGINS`
 * (the replicas' URLs, separated by spaces or commas), and the purger following the content API's live events
 * (`SANITY_API_HOST`). Prints `edge: <url>` when it answers; stops Varnish on SIGINT/SIGTERM.
 */
import { startEdge } from './stack.ts'
import { varnishMissing } from './varnish.ts'

const missing = varnishMissing()
if (missing) {
  console.error(`edge: ${missing}`)
  process.exit(1)
}
const origins = (process.env.EDGE_ORIGINS ?? '').split(/[\s,]+/).filter(Boolean)
if (origins.length === 0) {
  console.error('edge: EDGE_ORIGINS names no site replica')
  process.exit(1)
}
const apiHost = process.env.SANITY_API_HOST || process.env.VITE_SANITY_API_HOST
if (!apiHost) {
  console.error('edge: SANITY_API_HOST is not set (the purger follows its live events)')
  process.exit(1)
}
try {
  const edge = await startEdge({ origins, apiHost, port: Number(process.env.EDGE_PORT ?? 3000) })
  const stop = async () => {
    await edge.stop()
    process.exit(0)
  }
  process.on('SIGINT', () => void stop())
  process.on('SIGTERM', () => void stop())
  process.on('SIGHUP', () => void stop())
  console.log(`edge: ${edge.url}`)
} catch (error) {
  console.error(`edge: ${(error as Error).message}`)
  process.exit(1)
}
