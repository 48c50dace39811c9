/**
 * A crawl of every page reachable from `/` over the server's HTML (what a crawler or a visitor without JavaScript
 * follows), breadth-first, following every same-origin `<a href>`, with the blog's pages 1..n (its pagination is
 * buttons that set `?page=`) and every post they list. Used by tests/site/no-broken-links.test.ts (the origin) and
 * tests/edge (through the edge cache).
 */

/** Far above the site's size today (about 100 pages with the seed's 34 posts): a runaway link pattern stops here. */
export const MAX_PAGES = 600
const PARALLEL = 4

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

export interface Visit {
  status: number
  linkedFrom: string
}

/** Every page reachable from `/` on `origin`, with its status and the page that linked it first. */
export async function crawl(origin: string): Promise<Map<string, Visit>> {
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

/** The crawl's links that answered 404 (or no answer), each with the page that links it. */
export function brokenLinks(visits: Map<string, Visit>): string[] {
  return [...visits]
    .filter(([, { status }]) => status === 404 || status === 0)
    .map(([path, { status, linkedFrom }]) => `${path} (${status}) linked from ${linkedFrom}`)
}
