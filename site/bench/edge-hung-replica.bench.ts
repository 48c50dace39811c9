/**
 * `npm run bench edge` (with edge.bench.ts): the edge in front of two replicas while one of them hangs. One replica
 * runs in a process of its own and is stopped with SIGSTOP for 20 s (`BENCH_EDGE_HUNG_S`), as a stuck process or a
 * long pause looks, while four readers load pages through the edge (home, /blogs, marketing pages, post pages). The
 * edge's copies are purged every second (`site:all`, softly, as the purger does after a missed event window), so most
 * reads are fetched from a replica rather than answered from the cache: what a reader meets when the edge does not
 * already hold the page.
 *   BENCH edge.hung_replica.ok_ratio   share of the reads started while the replica was stopped that answered 200
 *                                      within 10 s (goal 1.000)
 *   BENCH edge.hung_replica.p99 ms     their time to a complete answer, 99th percentile (goal <= 2000)
 * Nothing here asserts a target.
 */
import { startTestLake } from '../../tests/support/lake.ts'
import { buildTestSite, serveTestSite } from '../../tests/support/site.ts'
import { spawnSiteReplica } from '../../tests/support/site-replica.ts'
import { EDGE_SETTINGS, startEdge } from '../edge/stack.ts'
import { ALL_PAGES_KEY } from '../server/edge.ts'
import { percentile } from './live-measures.ts'

const HUNG_S = Number(process.env.BENCH_EDGE_HUNG_S ?? 20)
const ANSWER_WITHIN_MS = 10_000

const built = await buildTestSite()
const lake = await startTestLake({ seed: true })
const stoppable = await spawnSiteReplica(built, lake.url)
const other = await serveTestSite(built, lake.url, { edge: EDGE_SETTINGS })
const edge = await startEdge({ origins: [stoppable.url, other.url], apiHost: lake.url, log: () => {} })
try {
  const slugs = await lake
    .client(null)
    .fetch<string[]>(
      '*[_type == "post" && count(categories) > 0 && defined(slug.current)] | order(publishedAt desc)[0...20].slug.current',
    )
  const paths = ['/', '/blogs', '/about-us', '/all-services', '/terms', ...slugs.map((s) => `/blogs/${s}`)]
  for (const path of paths) await fetch(edge.url + path).then((response) => response.text())

  interface Read {
    startedAt: number
    ms: number
    ok: boolean
    edge: string
  }
  const reads: Read[] = []
  let running = true
  const reader = async (offset: number) => {
    for (let i = offset; running; i += 4) {
      const startedAt = performance.now()
      let ok = false
      let cache = 'error'
      try {
        const response = await fetch(edge.url + paths[i % paths.length], {
          signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
        })
        await response.text()
        ok = response.status === 200
        cache = response.headers.get('x-edge-cache') ?? 'synthetic'
      } catch {
        cache = 'no answer'
      }
      reads.push({ startedAt, ms: performance.now() - startedAt, ok, edge: cache })
    }
  }
  const purger = (async () => {
    while (running) {
      await fetch(edge.url, { method: 'PURGE', headers: { 'xkey-purge': ALL_PAGES_KEY } })
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
  })()
  const readers = [0, 1, 2, 3].map(reader)
  await new Promise((resolve) => setTimeout(resolve, 2000))
  const stoppedAt = performance.now()
  stoppable.pause()
  await new Promise((resolve) => setTimeout(resolve, HUNG_S * 1000))
  const resumedAt = performance.now()
  stoppable.resume()
  await new Promise((resolve) => setTimeout(resolve, 2000))
  running = false
  await Promise.all([...readers, purger])

  const during = reads.filter((read) => read.startedAt >= stoppedAt && read.startedAt < resumedAt)
  const ok = during.filter((read) => read.ok).length
  const fetched = during.filter((read) => read.edge === 'miss')
  console.log(`BENCH edge.hung_replica.ok_ratio ${(ok / during.length).toFixed(3)}`)
  console.log(
    `BENCH edge.hung_replica.p99 ${percentile(
      during.map((read) => read.ms),
      99,
    ).toFixed(0)} ms`,
  )
  const kinds = new Map<string, number>()
  for (const read of during) kinds.set(read.edge, (kinds.get(read.edge) ?? 0) + 1)
  console.log(
    `# while stopped (${HUNG_S} s): ${during.length} reads (${[...kinds].map(([k, v]) => `${k} ${v}`).join(', ')}); ` +
      `fetched from a replica: p50 ${percentile(
        fetched.map((read) => read.ms),
        50,
      ).toFixed(0)} ms, p99 ${percentile(
        fetched.map((read) => read.ms),
        99,
      ).toFixed(0)} ms, max ${Math.max(...during.map((read) => read.ms)).toFixed(0)} ms`,
  )
} finally {
  stoppable.resume()
  await edge.stop()
  await stoppable.stop()
  await other.close()
  await lake.stop()
}
