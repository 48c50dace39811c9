/**
 * `npm run bench release`: a scheduled release on the live site, through the site server's page cache.
 *   BENCH release.publish_to_live.p50 ms  from the release's scheduled moment until every page it changes shows the
 *                                         change (8 new posts' pages, home's new headline, a service page's new
 *                                         title, /blogs, sitemap.xml, rss.xml), at the largest size
 *   BENCH release.skew.ms ms              the spread between the first and the last of those pages showing it
 *                                         (median over the rounds), at the largest size
 *   and `release.publish_to_live.<size>.p50` / `release.skew.<size>.ms` for every size.
 * A release is 10 documents: 8 new posts, the home page and a service page, published by the lake's own scheduler at
 * its time. Sizes are the seed's posts (34) plus `fillLakeWithPosts`; `BENCH_RELEASE_SIZES=34,1000` picks them
 * (10,000 takes minutes to fill). Nothing here asserts a target.
 */
import { startTestLake } from '../../tests/support/lake.ts'
import { fillLakeWithPosts } from '../../tests/support/posts-fixture.ts'
import { buildTestSite, serveTestSite } from '../../tests/support/site.ts'
import { percentile } from './live-measures.ts'
import { releaseToLive } from './release-measures.ts'

const SIZES = (process.env.BENCH_RELEASE_SIZES ?? '34,1000,10000').split(',').map(Number)
const SEED_POSTS = 34
const ROUNDS = Number(process.env.BENCH_RELEASE_ROUNDS ?? 5)

const built = await buildTestSite()
for (const [index, size] of SIZES.entries()) {
  const lake = await startTestLake({ seed: true })
  const site = await serveTestSite(built, lake.url)
  try {
    const started = Date.now()
    if (size > SEED_POSTS) await fillLakeWithPosts(lake.client('write'), size - SEED_POSTS)
    console.log(`# ${size} posts (filled in ${((Date.now() - started) / 1000).toFixed(0)} s)`)
    const rounds = await releaseToLive(site, lake.client('write'), ROUNDS)
    const toLive = percentile(
      rounds.map((round) => round.toLive),
      50,
    )
    const skew = percentile(
      rounds.map((round) => round.skew),
      50,
    )
    console.log(`BENCH release.publish_to_live.${size}.p50 ${toLive.toFixed(0)} ms`)
    console.log(`BENCH release.skew.${size}.ms ${skew.toFixed(0)} ms`)
    console.log(
      `# rounds at ${size} posts: ${rounds.map((r) => `${r.toLive.toFixed(0)}/${r.skew.toFixed(0)}`).join(' ')} (to live/skew ms)`,
    )
    const slowest = Object.entries(rounds[rounds.length - 1].pages).sort((a, b) => b[1] - a[1])
    console.log(
      `# last round, ms after the release time: ${slowest.map(([path, ms]) => `${path} ${ms}`).join(', ')}`,
    )
    if (index === SIZES.length - 1) {
      console.log(`BENCH release.publish_to_live.p50 ${toLive.toFixed(0)} ms`)
      console.log(`BENCH release.skew.ms ${skew.toFixed(0)} ms`)
    }
  } finally {
    await site.close()
    await lake.stop()
  }
}
