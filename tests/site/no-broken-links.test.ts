/**
 * No page of the site links to a path that answers 404: a crawl of every page reachable from `/` over the server's
 * HTML (what a crawler or a visitor without JavaScript follows), breadth-first, following every same-origin
 * `<a href>`, with the blog's pages 1..n (its pagination is buttons that set `?page=`) and every post they list.
 * A broken link is reported with the page that links it.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestSite, type TestSite } from '../support/site.ts'

/** Far above the site's size today (about 100 pages with the seed's 34 posts): a runaway link pattern stops here. */
const MAX_PAGES = 600
const PARALLEL = 4

let site: TestSite
beforeAll(async () => {
  site = await startTestSite()
}, 600_000)
afterAll(async () => {
  await site?.stop()
})

const decode = (href: string) =>
  href
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')

/** Same-origin link targets in `html` as path + query (the fragment is the page's own business). */
function linksIn(html: string, base: string, origin: string): string[] {
  const found = new Set<string>()
  for (const match of html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
    const href = decode(match[1])
    if (!href || href.startsWith('#') || /^(mailto|tel|javascript):/i.test(href)) continue
    const url = new URL(href, base)
    if (url.origin !== origin) continue
    found.add(url.pathname + url.search)
  }
  return [...found]
}

interface Visit {
  status: number
  linkedFrom: string
}

async function crawl(origin: string): Promise<Map<string, Visit>> {
  const visits = new Map<string, Visit>([['/', { status: 0, linkedFrom: '(start)' }]])
  const queue = ['/']
  const visit = async (path: string) => {
    const response = await fetch(origin + path, { redirect: 'manual' })
    const visitInfo = visits.get(path) as Visit
    visitInfo.status = response.status
    const location = response.headers.get('location')
    const next: [string, string][] = []
    if (location) next.push([new URL(location, origin + path).pathname, path])
    if ((response.headers.get('content-type') ?? '').includes('text/html')) {
      const html = await response.text()
      for (const link of linksIn(html, origin + path, origin)) next.push([link, path])
      // The blog list's other pages: reached by buttons that set ?page=, so named here from its "Page 1 of N".
      const pages =
        path === '/blogs'
          ? Number(/Page (?:<!-- -->)?1(?:<!-- -->)? of (?:<!-- -->)?(\d+)/.exec(html)?.[1] ?? 1)
          : 1
      for (let page = 2; page <= pages; page += 1) next.push([`/blogs?page=${page}`, path])
    } else {
      await response.body?.cancel()
    }
    for (const [link, from] of next) {
      if (visits.has(link) || visits.size >= MAX_PAGES) continue
      visits.set(link, { status: 0, linkedFrom: from })
      queue.push(link)
    }
  }
  while (queue.length > 0) await Promise.all(queue.splice(0, PARALLEL).map(visit))
  return visits
}

describe('links', () => {
  test('a crawl of every page reachable from / finds no internal link answering 404', async () => {
    const visits = await crawl(new URL(site.url).origin)
    const paths = [...visits.keys()]
    // The crawl reached the site's corners: marketing pages, blog pages beyond the first, posts, the new pages.
    for (const path of [
      '/about-us',
      '/all-services',
      '/services/voting',
      '/contact',
      '/terms',
      '/blogs?page=2',
    ])
      expect(paths, path).toContain(path)
    expect(paths.filter((path) => path.startsWith('/blogs/')).length).toBeGreaterThanOrEqual(34)
    expect(visits.size).toBeLessThan(MAX_PAGES)
    const broken = [...visits]
      .filter(([, { status }]) => status === 404 || status === 0)
      .map(([path, { status, linkedFrom }]) => `${path} (${status}) linked from ${linkedFrom}`)
    expect(broken).toEqual([])
  }, 300_000)
})
