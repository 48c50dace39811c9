/**
 * `npm run bench edge`: the shared edge cache (Varnish + xkey, site/edge/) in front of two site replicas, purged by
 * the purger from the lake's live events.
 *   BENCH edge.publish_to_live[.<size>].p50|p95 ms  publish a post through the lake, then poll *through the cache*
 *                                                 until its page, /blogs and home all show it
 *   BENCH edge.hit_ratio                          share of the cache's answers that were hits, under four readers
 *                                                 (home, /blogs, post pages, other pages) while a post is published
 *                                                 every 6 s (`BENCH_EDGE_LOAD_S`, default 36)
 *   BENCH edge.origin_renders_per_publish         renders on all replicas together per publish in that run; `#` says
 *                                                 how many pages each purge reached (the pages that showed the
 *                                                 document): the goal is that number, not that times the replicas
 *   BENCH edge.ttfb.hit.p50 ms                    a page the cache holds (/blogs), time to the response's headers
 * Sizes are the seed's posts (34) plus `fillLakeWithPosts`; `BENCH_EDGE_SIZES=34,1000` picks them (10,000 takes
 * minutes to fill). The load, ratio, renders and TTFB figures are taken at the largest size. Nothing here asserts
 * a target.
 */
import { startTestLake } from '../../tests/support/lake.ts'
import { fillLakeWithPosts } from '../../tests/support/posts-fixture.ts'
import { buildTestSite, serveTestSite } from '../../tests/support/site.ts'
import { EDGE_SETTINGS, startEdge } from '../edge/stack.ts'
import { percentile, publishPost, ttfb } from './live-measures.ts'

const SIZES = (process.env.BENCH_EDGE_SIZES ?? '34,1000,10000').split(',').map(Number)
const SEED_POSTS = 34
const ROUNDS = Number(process.env.BENCH_EDGE_ROUNDS ?? 10)
const LOAD_S = Number(process.env.BENCH_EDGE_LOAD_S ?? 36)
const PUBLISH_EVERY_MS = 6000

async function read(origin: string, path: string) {
  const response = await fetch(origin + path)
  const text = await response.text()
  // No X-Edge-Cache: a synthetic answer of the cache itself (no origin answered, nothing kept).
  return { text: response.status === 200 ? text : '', edge: response.headers.get('x-edge-cache') ?? 'error' }
}

async function showsThrough(edge: string, slug: string, title: string): Promise<boolean> {
  const [post, list, home] = await Promise.all(
    [`/blogs/${slug}`, '/blogs', '/'].map((path) => read(edge, path)),
  )
  return post.text.includes(title) && list.text.includes(title) && home.text.includes(title)
}

const built = await buildTestSite()
for (const [index, size] of SIZES.entries()) {
  const largest = index === SIZES.length - 1
  const lake = await startTestLake({ seed: true })
  const replicas = await Promise.all(
    [0, 1].map(() => serveTestSite(built, lake.url, { edge: EDGE_SETTINGS })),
  )
  const purgeLines: string[] = []
  const edge = await startEdge({
    origins: replicas.map((site) => site.url),
    apiHost: lake.url,
    log: (line) => purgeLines.push(line),
  })
  try {
    const started = Date.now()
    const writer = lake.client('write')
    if (size > SEED_POSTS) await fillLakeWithPosts(writer, size - SEED_POSTS)
    console.log(`# ${size} posts (filled in ${((Date.now() - started) / 1000).toFixed(0)} s), 2 replicas`)
    const deadline = Date.now() + 30_000
    while (!(edge.purger.live.connected && replicas.every((site) => site.live.connected))) {
      if (Date.now() > deadline) throw new Error('live streams not open after 30 s')
      await new Promise((r) => setTimeout(r, 50))
    }
    const category = await writer.fetch<string>('*[_type == "category"][0]._id')

    const timings: number[] = []
    for (let round = 0; round < ROUNDS; round++) {
      const slug = `edge-bench-${Date.now()}-${round}`
      const title = `Escrow edge bench ${round} ${Date.now() % 100_000}`
      await showsThrough(edge.url, slug, title) // warms the cache
      await showsThrough(edge.url, slug, title)
      const t0 = performance.now()
      await publishPost(writer, category, slug, title)
      while (!(await showsThrough(edge.url, slug, title))) {
        if (performance.now() - t0 > 60_000)
          throw new Error(`post ${slug} not live through the edge after 60 s`)
        await new Promise((r) => setTimeout(r, 10))
      }
      timings.push(performance.now() - t0)
    }
    console.log(`BENCH edge.publish_to_live.${size}.p50 ${percentile(timings, 50).toFixed(0)} ms`)
    console.log(`BENCH edge.publish_to_live.${size}.p95 ${percentile(timings, 95).toFixed(0)} ms`)
    if (!largest) continue
    // The issue's headline names: the largest size measured.
    console.log(`BENCH edge.publish_to_live.p50 ${percentile(timings, 50).toFixed(0)} ms`)
    console.log(`BENCH edge.publish_to_live.p95 ${percentile(timings, 95).toFixed(0)} ms`)

    // Four readers while a post is published every 6 s.
    const slugs = await lake
      .client(null)
      .fetch<string[]>(
        '*[_type == "post" && count(categories) > 0 && defined(slug.current)] | order(publishedAt desc)[0...30].slug.current',
      )
    const paths = ['/', '/blogs', '/about-us', '/all-services', '/terms', ...slugs.map((s) => `/blogs/${s}`)]
    for (const path of paths) await read(edge.url, path)
    await edge.purger.settled()
    const counts = new Map<string, number>()
    let failed = 0
    let running = true
    const reader = async (offset: number) => {
      for (let i = offset; running; i += 4) {
        try {
          const answer = await read(edge.url, paths[i % paths.length])
          counts.set(answer.edge, (counts.get(answer.edge) ?? 0) + 1)
        } catch {
          failed++
        }
      }
    }
    const rendersBefore = replicas.reduce((sum, site) => sum + site.stats().renders, 0)
    const purgedLinesBefore = purgeLines.length
    const readers = [0, 1, 2, 3].map(reader)
    let publishes = 0
    const loadEnd = Date.now() + LOAD_S * 1000
    while (Date.now() < loadEnd) {
      const slug = `edge-load-${Date.now()}`
      await publishPost(writer, category, slug, `Escrow edge load ${publishes}`)
      publishes++
      await new Promise((r) => setTimeout(r, PUBLISH_EVERY_MS))
    }
    running = false
    await Promise.all(readers)
    await edge.purger.settled()
    const renders = replicas.reduce((sum, site) => sum + site.stats().renders, 0) - rendersBefore
    const total = [...counts.values()].reduce((a, b) => a + b, 0)
    console.log(`BENCH edge.hit_ratio ${((counts.get('hit') ?? 0) / total).toFixed(3)}`)
    console.log(
      `# readers: ${total} answers (${[...counts].map(([k, v]) => `${k} ${v}`).join(', ')}), ${failed} failed, ${publishes} publishes in ${LOAD_S} s`,
    )
    console.log(`BENCH edge.origin_renders_per_publish ${(renders / publishes).toFixed(1)}`)
    const reached = purgeLines
      .slice(purgedLinesBefore)
      .map((line) => /: (\d+) page\(s\)/.exec(line)?.[1])
      .filter((n): n is string => n !== undefined)
      .map(Number)
    console.log(
      `# pages each purge reached (the pages that showed the document, kept by the cache): ${reached.join(', ')}; ` +
        `the readers ask for ${paths.length} paths`,
    )
    const hits = await ttfb(edge.url, Array(50).fill('/blogs'))
    console.log(`BENCH edge.ttfb.hit.p50 ${percentile(hits, 50).toFixed(1)} ms`)
  } finally {
    await edge.stop()
    await Promise.all(replicas.map((site) => site.close()))
    await lake.stop()
  }
}
