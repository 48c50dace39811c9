/**
 * `npm run bench live`: publish-to-live with pages rendered on request and invalidated by the lake's live events.
 *   BENCH live.publish_to_live.<size>.p50|p95 ms  publish a post through the lake, then poll until its page, /blogs,
 *                                                 home's latest posts, sitemap.xml and rss.xml all show it
 *   BENCH live.publish_to_live.<size>.pcm.p50|p95 ms  the same for a Pidgin post: /pcm/blogs/<slug>, /pcm/blogs, /pcm,
 *                                                 sitemap.xml and /pcm/rss.xml
 *   BENCH live.publish_to_live.<size>.under_load.p50|p95 ms  the same while four readers keep requesting pages
 *                                                 (home, /blogs, post pages); `# readers:` says how many answers and
 *                                                 failures they got
 *   BENCH live.ttfb.cached.p50 ms                 a cached page (/blogs), time to the response's headers
 *   BENCH live.ttfb.cold.p95 ms                   post pages never rendered before, at the largest size
 *   BENCH live.renders_per_s renders/s            distinct post pages rendered back to back, at the largest size
 * Sizes are the seed's posts (34) plus `fillLakeWithPosts`, every tenth of those with a Pidgin translation;
 * `BENCH_LIVE_SIZES=34,1000` picks them (10,000 takes minutes to fill: run it once). Nothing here asserts a target.
 * The lake and the site server run in processes of their own, as `npm start` runs them; until stop 45 they ran in
 * this one, where the polls' and readers' requests (each decompressed: the sitemap is 1.7 MB at 10,000 posts) and
 * the lake's main thread shared the site server's, and figures from then are not comparable with these.
 */
import { lakeClient, removeDataDir, spawnLake } from '../../tests/support/lake.ts'
import { fillLakeWithPosts } from '../../tests/support/posts-fixture.ts'
import { buildTestSite } from '../../tests/support/site.ts'
import { spawnSiteReplica } from '../../tests/support/site-replica.ts'
import { measureRenders, percentile, publishToLive, readersLoop, ttfb } from './live-measures.ts'

const SIZES = (process.env.BENCH_LIVE_SIZES ?? '34,1000,10000').split(',').map(Number)
const SEED_POSTS = 34
const ROUNDS = Number(process.env.BENCH_LIVE_ROUNDS ?? 10)

const built = await buildTestSite()
for (const [index, size] of SIZES.entries()) {
  const largest = index === SIZES.length - 1
  // Each in a process of its own, as `npm start` runs them: this process only publishes and reads, and its requests
  // (and their decompression: a poll of the sitemap at 10,000 posts is 1.7 MB) never share the server's main thread.
  const lake = await spawnLake({ seed: true, env: { NODE_ENV: 'production' } })
  const writer = lakeClient(lake.url, lake.tokens.write)
  const site = await spawnSiteReplica(built, lake.url, { edge: false })
  try {
    const started = Date.now()
    if (size > SEED_POSTS) {
      await fillLakeWithPosts(writer, size - SEED_POSTS, { translateEvery: 10 })
    }
    console.log(`# ${size} posts (filled in ${((Date.now() - started) / 1000).toFixed(0)} s)`)
    const timings = await publishToLive(site.url, writer, ROUNDS)
    console.log(`BENCH live.publish_to_live.${size}.p50 ${percentile(timings, 50).toFixed(0)} ms`)
    console.log(`BENCH live.publish_to_live.${size}.p95 ${percentile(timings, 95).toFixed(0)} ms`)
    const pidgin = await publishToLive(site.url, writer, ROUNDS, 'pcm')
    console.log(`BENCH live.publish_to_live.${size}.pcm.p50 ${percentile(pidgin, 50).toFixed(0)} ms`)
    console.log(`BENCH live.publish_to_live.${size}.pcm.p95 ${percentile(pidgin, 95).toFixed(0)} ms`)
    const readSlugs = await lakeClient(lake.url).fetch<string[]>(
      '*[_type == "post" && defined(slug.current)] | order(_id asc)[0...30].slug.current',
    )
    const readers = readersLoop(site.url, ['/', '/blogs', ...readSlugs.map((slug) => `/blogs/${slug}`)])
    const loaded = await publishToLive(site.url, writer, ROUNDS)
    const { answered, failed } = await readers.stop()
    console.log(`BENCH live.publish_to_live.${size}.under_load.p50 ${percentile(loaded, 50).toFixed(0)} ms`)
    console.log(`BENCH live.publish_to_live.${size}.under_load.p95 ${percentile(loaded, 95).toFixed(0)} ms`)
    console.log(`# readers: ${answered} answers, ${failed} failed, during the publishes at ${size} posts`)
    if (!largest) continue
    const cached = await ttfb(site.url, Array(50).fill('/blogs'))
    console.log(`BENCH live.ttfb.cached.p50 ${percentile(cached, 50).toFixed(1)} ms`)
    const slugs = await lakeClient(lake.url).fetch<string[]>(
      '*[_type == "post" && count(categories) > 0 && defined(slug.current)] | order(_id desc)[0...40].slug.current',
    )
    const cold = await ttfb(
      site.url,
      slugs.map((slug) => `/blogs/${slug}`),
    )
    console.log(`BENCH live.ttfb.cold.p95 ${percentile(cold, 95).toFixed(1)} ms (${size} posts)`)
    // Each URL a distinct cache key, so each request is a full render (post, sidebar, React).
    const perSecond = await measureRenders(
      site.url,
      Array.from({ length: 60 }, (_, i) => `/blogs/${slugs[i % slugs.length]}?render=${i}`),
    )
    console.log(`BENCH live.renders_per_s ${perSecond.toFixed(1)} renders/s (${size} posts)`)
  } finally {
    await site.stop()
    await lake.kill('SIGTERM')
    removeDataDir(lake.dataDir)
  }
}
