/**
 * `npm run bench site` (or `npx tsx site/bench/blog.bench.ts`), the blog's figures:
 *   BENCH site.blogs.page1.bytes      what /blogs page 1's query transfers with 1,000 posts in the lake
 *   BENCH site.blogs.fetchall.bytes   what fetching every post (the seed site's way) transfers; target page1 <= 1/20
 *   BENCH site.js.post.gzip_kb        JavaScript a post page loads before interaction (gzip); target <= 100 KB
 *   BENCH site.lighthouse.<blogs|post|wait-list>.<category> <score>  mobile, devtools throttling, median of 3
 * `BENCH_LIGHTHOUSE=0` skips Lighthouse; `BENCH_VERBOSE=1` lists the post page's scripts. The JavaScript and Lighthouse
 * helpers are the marketing benchmark's (`js-size.ts`, `lighthouse.ts`, `live-site.ts`).
 */

import { launchChromium } from '../../tests/support/chromium.ts'
import { startTestLake } from '../../tests/support/lake.ts'
import { fillLakeWithPosts } from '../../tests/support/posts-fixture.ts'
import { measureBlogBytes } from './blog-bytes.ts'
import { scriptsBeforeInteraction } from './js-size.ts'
import { LIGHTHOUSE_CATEGORIES, lighthouseScores } from './lighthouse.ts'
import { startLiveSite } from './live-site.ts'

const POSTS = Number(process.env.BENCH_BLOG_POSTS ?? 1000)
const POST_SLUG = 'how-escrow-protects-online-buyers-in-nigeria'

const lake = await startTestLake()
try {
  await fillLakeWithPosts(lake.client('write'), POSTS)
  const { page1, fetchAll } = await measureBlogBytes(lake.url)
  console.log(`BENCH site.blogs.page1.bytes ${page1} bytes`)
  console.log(`BENCH site.blogs.fetchall.bytes ${fetchAll} bytes`)
  console.log(
    `# page 1 is 1/${(fetchAll / page1).toFixed(1)} of fetching all ${POSTS} posts (target <= 1/20)`,
  )
} finally {
  await lake.stop()
}

const site = await startLiveSite()
try {
  const browser = await launchChromium()
  try {
    const scripts = await scriptsBeforeInteraction(browser, `${site.url}/blogs/${POST_SLUG}`)
    if (process.env.BENCH_VERBOSE) {
      for (const [url, size] of scripts)
        console.log(`# ${(size / 1024).toFixed(1)} KB ${new URL(url).pathname}`)
    }
    const total = [...scripts.values()].reduce((sum, size) => sum + size, 0)
    console.log(`BENCH site.js.post.gzip_kb ${(total / 1024).toFixed(1)} KB`)
  } finally {
    await browser.close()
  }
  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    const routes: [string, string][] = [
      ['blogs', '/blogs'],
      ['post', `/blogs/${POST_SLUG}`],
      ['wait-list', '/wait-list'],
    ]
    for (const [name, path] of routes) {
      const scores = await lighthouseScores(site.url + path)
      for (const category of LIGHTHOUSE_CATEGORIES) {
        console.log(`BENCH site.lighthouse.${name}.${category} ${scores[category]} score`)
      }
    }
  }
} finally {
  await site.stop()
}
