/**
 * The edge in front of running site replicas: Varnish (varnish.ts, site.vcl) and the purger (purger.ts) following
 * the content API's live events. What `npm start` (EDGE=1), tests/edge and `npm run bench edge` put together.
 */
import { createContentClient } from '../server/content.ts'
import type { EdgeSettings } from '../server/edge.ts'
import { type RunningPurger, startPurger, varnishCache } from './purger.ts'
import { type RunningVarnish, startVarnish } from './varnish.ts'

/** The edge settings tests and the bench use (production defaults: site/server/edge.ts). */
export const EDGE_SETTINGS: EdgeSettings = {
  sMaxAgeS: 3600,
  staleWhileRevalidateS: 30,
  staleIfErrorS: 86_400,
}

export interface RunningEdge {
  varnish: RunningVarnish
  purger: RunningPurger
  url: string
  stop(): Promise<void>
}

export async function startEdge(options: {
  /** The site replicas' URLs (`http://host:port`). */
  origins: string[]
  /** The content API the purger follows. */
  apiHost: string
  port?: number
  log?: (line: string) => void
  retries?: number
}): Promise<RunningEdge> {
  const varnish = await startVarnish({
    port: options.port,
    origins: options.origins.map((origin) => {
      const url = new URL(origin)
      return { host: url.hostname, port: Number(url.port) }
    }),
    log: options.log,
  })
  const purger = startPurger({
    client: createContentClient({ apiHost: options.apiHost }),
    cache: varnishCache(varnish.url),
    log: options.log,
    retries: options.retries,
  })
  return {
    varnish,
    purger,
    url: varnish.url,
    async stop() {
      purger.close()
      await varnish.stop()
    },
  }
}
