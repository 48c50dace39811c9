/** The measurements of `live.bench.ts`, against a running site server and its lake. */

import { localizedPath } from '@escrova/schemas/language-paths'
import { DEFAULT_LANGUAGE, type LanguageCode } from '@escrova/schemas/languages'
import type { SanityClient } from '@sanity/client'

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

/** Milliseconds to each response's headers (the body is read afterwards, outside the timing). */
export async function ttfb(origin: string, paths: string[]): Promise<number[]> {
  const times: number[] = []
  for (const path of paths) {
    const started = performance.now()
    const response = await fetch(origin + path)
    times.push(performance.now() - started)
    await response.arrayBuffer()
  }
  return times
}

/** Pages rendered per second, one after another (each path never asked before). */
export async function measureRenders(origin: string, paths: string[]): Promise<number> {
  const started = performance.now()
  for (const path of paths) await (await fetch(origin + path)).arrayBuffer()
  return paths.length / ((performance.now() - started) / 1000)
}

/** A new post in `category` and `language`, published a second ago, so every list shows it at the top at once. */
export async function publishPost(
  writer: SanityClient,
  category: string,
  slug: string,
  title: string,
  language: LanguageCode = DEFAULT_LANGUAGE,
) {
  await writer.create({
    _id: `post-${slug}`,
    _type: 'post',
    language,
    title,
    slug: { _type: 'slug', current: slug },
    publishedAt: new Date(Date.now() - 1000).toISOString(),
    categories: [{ _type: 'reference', _ref: category, _key: 'c1' }],
  })
}

async function shows(origin: string, slug: string, title: string, language: LanguageCode): Promise<boolean> {
  const read = async (path: string) => {
    const response = await fetch(origin + path)
    return response.status === 200 ? response.text() : ''
  }
  const at = (path: string) => localizedPath(language, path)
  const [post, list, home, sitemap, rss] = await Promise.all(
    [at(`/blogs/${slug}`), at('/blogs'), at('/'), '/sitemap.xml', at('/rss.xml')].map(read),
  )
  return (
    post.includes(title) &&
    list.includes(title) &&
    home.includes(title) &&
    sitemap.includes(`${at(`/blogs/${slug}`)}</loc>`) &&
    rss.includes(`<title>${title}</title>`)
  )
}

/**
 * `rounds` publishes of a new post (the newest, so every list shows it); each timed from the publish request to the
 * moment all five pages show it. The pages are cached before each round, as a visited site's are. The site server's
 * live stream must be open (a spawned replica's is when it is ready).
 */
export async function publishToLive(
  origin: string,
  writer: SanityClient,
  rounds: number,
  language: LanguageCode = DEFAULT_LANGUAGE,
): Promise<number[]> {
  const category = await writer.fetch<string>('*[_type == "category"][0]._id')
  const timings: number[] = []
  for (let round = 0; round < rounds; round++) {
    const slug = `live-bench-${Date.now()}-${round}`
    const title = `Escrow live bench ${round} ${Date.now() % 100_000}`
    await shows(origin, slug, title, language) // warms the cache
    const started = performance.now()
    await publishPost(writer, category, slug, title, language)
    while (!(await shows(origin, slug, title, language))) {
      if (performance.now() - started > 60_000) throw new Error(`post ${slug} not live after 60 s`)
      await new Promise((r) => setTimeout(r, 10))
    }
    timings.push(performance.now() - started)
  }
  return timings
}

/**
 * Visitors reading while editors publish: `concurrency` readers each ask for the next of `paths` as soon as the
 * previous answer is in, until `stop()`, which resolves to how many requests were answered and how many failed.
 */
export function readersLoop(origin: string, paths: string[], concurrency = 4) {
  let running = true
  let answered = 0
  let failed = 0
  const reader = async (offset: number) => {
    for (let i = offset; running; i += concurrency) {
      const response = await fetch(origin + paths[i % paths.length]).catch(() => undefined)
      await response?.arrayBuffer()
      if (response?.ok) answered++
      else failed++
    }
  }
  const readers = Array.from({ length: concurrency }, (_, offset) => reader(offset))
  return {
    async stop() {
      running = false
      await Promise.all(readers)
      return { answered, failed }
    },
  }
}
