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
 */
import { startTestLake } from '../../tests/support/lake.ts'
import { fillLakeWithPosts } from '../../tests/support/posts-fixture.ts'
import { buildTestSite, serveTestSite } from '../../tests/support/site.ts'
import { measureRenders, percentile, publishToLive, readersLoop, ttfb } from './live-measures.ts'

const SIZES = (process.env.BENCH_LIVE_SIZES ?? '34,1000,10000').split(',').map(Number)
const SEED_POSTS = 34
const ROUNDS = Number(process.env.BENCH_LIVE_ROUNDS ?? 10)

const built = await buildTestSite()
for (const [index, size] of SIZES.entries()) {
  const largest = index === SIZES.length - 1
  const lake = await startTestLake({ seed: true })
  const site = await serveTestSite(built, lake.url)
  try {
    const started = Date.now()
    if (size > SEED_POSTS) {
      await fillLakeWithPosts(lake.client('write'), size - SEED_POSTS, { translateEvery: 10 })
    }
    console.log(`# ${size} posts (filled in ${((Date.now() - started) / 1000).toFixed(0)} s)`)
    const timings = await publishToLive(site, lake.client('write'), ROUNDS)
    console.log(`BENCH live.publish_to_live.${size}.p50 ${percentile(timings, 50).toFixed(0)} ms`)
    console.log(`BENCH live.publish_to_live.${size}.p95 ${percentile(timings, 95).toFixed(0)} ms`)
    const pidgin = await publishToLive(site, lake.client('write'), ROUNDS, 'pcm')
    console.log(`BENCH live.publish_to_live.${size}.pcm.p50 ${percentile(pidgin, 50).toFixed(0)} ms`)
    console.log(`BENCH live.publish_to_live.${size}.pcm.p95 ${percentile(pidgin, 95).toFixed(0)} ms`)
    const readSlugs = await lake
      .client(null)
      .fetch<string[]>('*[_type == "post" && defined(slug.current)] | order(_id asc)[0...30].slug.current')
    const readers = readersLoop(site.url, ['/', '/blogs', ...readSlugs.map((slug) => `/blogs/${slug}`)])
    const loaded = await publishToLive(site, lake.client('write'), ROUNDS)
    const { answered, failed } = await readers.stop()
    console.log(`BENCH live.publish_to_live.${size}.under_load.p50 ${percentile(loaded, 50).toFixed(0)} ms`)
    console.log(`BENCH live.publish_to_live.${size}.under_load.p95 ${percentile(loaded, 95).toFixed(0)} ms`)
    console.log(`# readers: ${answered} answers, ${failed} failed, during the publishes at ${size} posts`)
    if (!largest) continue
    const cached = await ttfb(site.url, Array(50).fill('/blogs'))
    console.log(`BENCH live.ttfb.cached.p50 ${percentile(cached, 50).toFixed(1)} ms`)
    const slugs = await lake
      .client(null)
      .fetch<string[]>(
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
    await site.close()
    await lake.stop()
  }
}
