/**
 * The edge in front of a replica that stops answering, for real: Varnish (site/edge/site.vcl) in front of two site
 * replicas, one in a process of its own that the test stops with SIGSTOP (as a stuck process or a long pause looks:
 * its port still accepts connections, nothing answers), the other reading the lake through a hop that can slow it
 * down. A stopped replica is taken out by the health probe and the pages sent to it are answered by the other; a
 * replica whose renders are merely slow stays in and answers on its own. "Answers" means within 10 s (a request to a
 * stopped replica used to wait out a 30 s first-byte timeout); how fast is `npm run bench edge`'s
 * edge.hung_replica.* figures.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EDGE_SETTINGS, type RunningEdge, startEdge } from '../../site/edge/stack.ts'
import { varnishMissing } from '../../site/edge/varnish.ts'
import type { RunningSite } from '../../site/server/serve.ts'
import { ENGLISH_POST } from '../support/english-posts.ts'
import { startTestLake, type TestLake } from '../support/lake.ts'
import { type BuiltSite, buildTestSite, serveTestSite, switchableHop } from '../support/site.ts'
import { type SiteReplica, spawnSiteReplica } from '../support/site-replica.ts'
import { waitFor } from '../support/wait.ts'

let built: BuiltSite
let lake: TestLake
let hop: Awaited<ReturnType<typeof switchableHop>>
let stoppable: SiteReplica
let other: RunningSite
let edge: RunningEdge
let posts: Array<{ slug: string; title: string }>
/** Post pages no request has asked the edge for yet: each is fetched from a replica. */
let unseen: Array<{ slug: string; title: string }>

const hostOf = (url: string) => new URL(url).host

async function page(slug: string, timeoutMs: number) {
  const response = await fetch(`${edge.url}/blogs/${slug}`, { signal: AbortSignal.timeout(timeoutMs) })
  return { status: response.status, edge: response.headers.get('x-edge-cache'), body: await response.text() }
}

async function healthOf(replicaUrl: string) {
  return (await edge.varnish.backendHealth())[hostOf(replicaUrl)]
}

beforeAll(async () => {
  const missing = varnishMissing()
  if (missing) throw new Error(missing)
  built = await buildTestSite()
  lake = await startTestLake({ seed: true })
  hop = await switchableHop(lake.url)
  stoppable = await spawnSiteReplica(built, lake.url)
  other = await serveTestSite(built, hop.url, { edge: EDGE_SETTINGS })
  edge = await startEdge({ origins: [stoppable.url, other.url], apiHost: lake.url, log: () => {} })
  await waitFor(() => edge.purger.live.connected && other.live.connected, { timeoutMs: 30_000 })
  posts = await lake
    .client(null)
    .fetch(
      `*[${ENGLISH_POST} && count(categories) > 0 && defined(slug.current) && publishedAt < now()] | order(publishedAt desc){"slug": slug.current, title}`,
    )
  unseen = [...posts]
}, 600_000)

afterAll(async () => {
  stoppable?.resume()
  await edge?.stop()
  await stoppable?.stop()
  await other?.close()
  await hop?.close()
  await lake?.stop()
})

/** Pages fetched from the replicas now (never kept by the edge before), each expected to show its post. */
async function freshPages(count: number, timeoutMs: number) {
  const taken = unseen.splice(0, count)
  expect(taken.length).toBe(count)
  const answers = await Promise.all(taken.map((post) => page(post.slug, timeoutMs)))
  for (const [i, answer] of answers.entries()) {
    expect(answer.status, taken[i].slug).toBe(200)
    // Fetched now, not a kept copy served because no replica answered.
    expect(answer.edge, taken[i].slug).toBe('miss')
    expect(answer.body, taken[i].slug).toContain(taken[i].title.replaceAll("'", '&#x27;'))
  }
}

describe('a replica stopped with SIGSTOP', () => {
  it('pages still answer, from the other replica; the probe takes the stopped one out, and back in when it goes on', async () => {
    expect(await healthOf(stoppable.url)).toBe(true)
    stoppable.pause()
    try {
      // Round robin sends about half of these to the stopped replica before the probe has noticed. Each answers,
      // from the other replica, once its tries have moved on (3 s) and the page has rendered there: on a loaded
      // machine eight cold renders on one replica take longer than 10 s, so the bound is the edge's own (30 s).
      await freshPages(8, 30_000)
      await waitFor(() => healthOf(stoppable.url), {
        accept: (healthy) => healthy === false,
        timeoutMs: 15_000,
      })
      expect(await healthOf(other.url)).toBe(true)
      await freshPages(8, 30_000)
    } finally {
      stoppable.resume()
    }
    await waitFor(() => healthOf(stoppable.url), { accept: (healthy) => healthy === true, timeoutMs: 15_000 })
  }, 120_000)
})

describe('a replica that is merely slow', () => {
  it('is not taken out while its renders wait for content, and answers pages alone while the other is stopped', async () => {
    stoppable.pause()
    const seen: boolean[] = []
    let watching = true
    let rendering = 0
    try {
      await waitFor(() => healthOf(stoppable.url), {
        accept: (healthy) => healthy === false,
        timeoutMs: 15_000,
      })
      // Every content read of the remaining replica now waits 2 s: a render takes several seconds, longer than the
      // probe needs to take a silent replica out, while the process itself stays free.
      hop.delayMs = 2000
      const watcher = (async () => {
        while (watching) {
          seen.push(await healthOf(other.url))
          await new Promise((resolve) => setTimeout(resolve, 100))
        }
      })()
      const started = performance.now()
      await freshPages(3, 30_000)
      rendering = performance.now() - started
      watching = false
      await watcher
    } finally {
      watching = false
      hop.delayMs = 0
      stoppable.resume()
    }
    // The renders really waited for content (longer than the probe needs to take a silent replica out, about 1.5 s),
    // the slow replica was watched all along (how often depends on how fast varnishadm answers on a busy machine;
    // a probe's sick state lasts at least a second, two good probes), and it was never counted as down.
    expect(rendering).toBeGreaterThan(2000)
    expect(seen.length).toBeGreaterThanOrEqual(Math.min(10, Math.floor(rendering / 1000)))
    expect(seen.filter((healthy) => !healthy)).toEqual([])
    await waitFor(() => healthOf(stoppable.url), { accept: (healthy) => healthy === true, timeoutMs: 15_000 })
  }, 120_000)
})
