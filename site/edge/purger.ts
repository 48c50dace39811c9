/**
 * The edge purger: one Live Content API subscription for the whole edge (not one per site replica), turned into
 * purges of exactly the tags each event names, through the cache's own API:
 * - `message` -> purge the event's tags (with their groups and the pages that depend on everything: `purgeKeys`),
 *   then the keys of what the pages' shared reads now show differently (watched-reads.ts: a sidebar's counts);
 * - `restart`, or a `welcome` after the stream was away (events may have been missed) -> purge every page;
 * - a purge call that fails is retried with back-off (p-retry); if it still fails, the pages' `s-maxage` bounds how
 *   stale they can get (docs/production.md §CDN). It survives restarts of the cache (the next purge simply reaches
 *   the new one, empty anyway) and of the lake (followLiveEvents subscribes again, then purges everything).
 * Each purge is logged: what was purged and how many pages it reached.
 *
 * Caches: Varnish with vmod xkey (`varnishCache`, here) and Cloudflare's purge-by-tag API (`cloudflareCache`).
 * `tsx site/edge/purger.ts` runs it (env: content API as the site server's, `EDGE_CACHE=varnish` with
 * `EDGE_VARNISH_URL`, or `EDGE_CACHE=cloudflare` with `CLOUDFLARE_ZONE_ID` and `CLOUDFLARE_API_TOKEN`).
 */
import { pathToFileURL } from 'node:url'
import type { SanityClient } from '@sanity/client'
import pRetry from 'p-retry'
import { contentSettingsFromEnv, createContentClient } from '../server/content.ts'
import { ALL_PAGES_KEY, purgeKeys } from '../server/edge.ts'
import { followLiveEvents, type LiveState } from '../server/live-invalidation.ts'
import { LOOSE_READS, type LooseRead } from '../server/loose-reads.ts'
import { watchReads } from './watched-reads.ts'

export interface EdgeCache {
  readonly name: string
  /** Purges the pages carrying any of `keys`; how many, when the cache says. */
  purgeKeys(keys: string[]): Promise<number | undefined>
  /** Purges every page. */
  purgeAll(): Promise<number | undefined>
}

/** Varnish with site/edge/site.vcl: `PURGE` with `xkey-purge` (a soft purge: kept only as the origin-down copy). */
export function varnishCache(url: string): EdgeCache {
  const purge = async (keys: string[]) => {
    const response = await fetch(`${url}/`, {
      method: 'PURGE',
      headers: { 'xkey-purge': keys.join(' ') },
      signal: AbortSignal.timeout(5000),
    })
    await response.arrayBuffer()
    if (response.status !== 200) throw new Error(`varnish answered ${response.status} to PURGE`)
    return Number(response.headers.get('x-purged') ?? Number.NaN)
  }
  return { name: `varnish ${url}`, purgeKeys: purge, purgeAll: () => purge([ALL_PAGES_KEY]) }
}

/**
 * Cloudflare: `POST /zones/{zone}/purge_cache` with `{ tags }` (at most 100 tags a call, so a long list is sent in
 * parts) or `{ purge_everything: true }`. The token needs only Zone → Cache Purge → Purge on this zone.
 */
export function cloudflareCache(
  zoneId: string,
  apiToken: string,
  api = 'https://api.cloudflare.com/client/v4',
): EdgeCache {
  const call = async (body: unknown) => {
    const response = await fetch(`${api}/zones/${zoneId}/purge_cache`, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    })
    const answer = (await response.json().catch(() => ({}))) as { success?: boolean; errors?: unknown }
    if (!response.ok || !answer.success)
      throw new Error(
        `Cloudflare purge failed (${response.status}): ${JSON.stringify(answer.errors ?? answer)}`,
      )
  }
  return {
    name: `cloudflare zone ${zoneId}`,
    async purgeKeys(keys) {
      // One event's tags (a release of many documents) may take several calls: sent at once, not one after another,
      // so the pages it changed are purged together.
      const calls: Promise<void>[] = []
      for (let i = 0; i < keys.length; i += 100) calls.push(call({ tags: keys.slice(i, i + 100) }))
      await Promise.all(calls)
      return undefined
    },
    async purgeAll() {
      await call({ purge_everything: true })
      return undefined
    },
  }
}

export interface PurgerStats {
  purges: number
  purgeAlls: number
  failures: number
  retries: number
}

export interface RunningPurger {
  live: LiveState
  stats: PurgerStats
  /** Resolves when every purge asked for so far has ended (done or given up). */
  settled(): Promise<void>
  close(): void
}

export function startPurger(options: {
  client: SanityClient
  cache: EdgeCache
  /** The loose reads pages share, read again after the events touching them (default: the site's). */
  watch?: readonly LooseRead[]
  log?: (line: string) => void
  /** p-retry's attempts after the first (default 8: ~1 min of back-off, then the TTL bounds staleness). */
  retries?: number
  minTimeoutMs?: number
}): RunningPurger {
  const log = options.log ?? ((line: string) => console.log(line))
  const stats: PurgerStats = { purges: 0, purgeAlls: 0, failures: 0, retries: 0 }
  const pending = new Set<Promise<void>>()

  const run = (what: string, purge: () => Promise<number | undefined>, all: boolean) => {
    const started = performance.now()
    const job = pRetry(purge, {
      retries: options.retries ?? 8,
      minTimeout: options.minTimeoutMs ?? 200,
      maxTimeout: 10_000,
      factor: 2,
      onFailedAttempt: ({ error, attemptNumber, retriesLeft }) => {
        stats.retries += 1
        if (retriesLeft > 0)
          log(`[purger] ${what}: attempt ${attemptNumber} failed (${error.message}); retrying`)
      },
    }).then(
      (count) => {
        if (all) stats.purgeAlls += 1
        else stats.purges += 1
        const reached = count === undefined || Number.isNaN(count) ? '' : `: ${count} page(s)`
        log(
          `[purger] purged ${what} at ${options.cache.name}${reached} (${Math.round(performance.now() - started)} ms)`,
        )
      },
      (error: Error) => {
        stats.failures += 1
        log(`[purger] gave up purging ${what}: ${error.message}; the pages' s-maxage bounds their staleness`)
      },
    )
    pending.add(job)
    job.finally(() => pending.delete(job))
  }

  const purgeTags = (tags: readonly string[], why = '') => {
    const keys = purgeKeys(tags)
    const shown = tags.length > 4 ? `${tags.slice(0, 4).join(' ')} …` : tags.join(' ')
    run(`${tags.length} tag(s) [${shown}]${why}`, () => options.cache.purgeKeys(keys), false)
  }
  // Read after each event (the newest one's id asks past older CDN copies): set once the subscription is made.
  let lastEventId: () => string | undefined = () => undefined
  const watcher = watchReads({
    client: options.client,
    reads: options.watch ?? LOOSE_READS,
    lastEventId: () => lastEventId(),
    purge: (tags, why) => purgeTags(tags, `: ${why}`),
    log,
  })
  const live = followLiveEvents(
    options.client,
    [
      {
        invalidate: (tags) => purgeTags(tags),
        purgeAll() {
          run('every page (events may have been missed)', () => options.cache.purgeAll(), true)
        },
      },
      watcher,
    ],
    log,
    'purger',
  )
  lastEventId = () => live.lastEventId
  log(`[purger] following live events for ${options.cache.name}`)
  return {
    live,
    stats,
    async settled() {
      await watcher.settled()
      while (pending.size > 0) await Promise.allSettled([...pending])
    },
    close: () => live.close(),
  }
}

export function edgeCacheFromEnv(env: NodeJS.ProcessEnv): EdgeCache {
  const kind = env.EDGE_CACHE ?? 'varnish'
  if (kind === 'cloudflare') {
    const zone = env.CLOUDFLARE_ZONE_ID
    const token = env.CLOUDFLARE_API_TOKEN
    if (!zone || !token)
      throw new Error('EDGE_CACHE=cloudflare needs CLOUDFLARE_ZONE_ID and CLOUDFLARE_API_TOKEN')
    return cloudflareCache(zone, token)
  }
  if (kind === 'varnish') return varnishCache(env.EDGE_VARNISH_URL ?? 'http://127.0.0.1:3080')
  throw new Error(`EDGE_CACHE=${kind}: expected varnish or cloudflare`)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const purger = startPurger({
      client: createContentClient(contentSettingsFromEnv(process.env)),
      cache: edgeCacheFromEnv(process.env),
    })
    const stop = () => {
      purger.close()
      process.exit(0)
    }
    process.on('SIGINT', stop)
    process.on('SIGTERM', stop)
    console.log('purger: ready')
  } catch (error) {
    console.error(`purger: ${(error as Error).message}`)
    process.exit(1)
  }
}
