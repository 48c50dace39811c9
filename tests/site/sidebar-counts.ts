/**
 * The post sidebar's category counts, as a page shows them and as the lake counts them: what
 * tests/site/live-sidebar-counts.test.ts (the site server's cache) and tests/edge (the edge's) compare.
 */
import type { SanityClient } from '@sanity/client'
import { VISIBLE_POST } from '../../schemas/src/queries/visible-post.ts'

/** Counts as a page shows them: category title -> count, from the sidebar's buttons. */
export function shownCounts(html: string): Map<string, number> {
  const counts = new Map<string, number>()
  const item =
    /<span class="sidebar-category-title">([^<]*)<\/span><span class="sidebar-count">(\d+)<span class="visually-hidden">/g
  for (const match of html.matchAll(item)) counts.set(decode(match[1]), Number(match[2]))
  return counts
}

const decode = (text: string) =>
  text.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&lt;', '<')

/** The lake's count per category title, as the sidebar counts (visible English posts referencing it). */
export async function lakeCounts(client: SanityClient): Promise<Map<string, number>> {
  const rows = await client
    .withConfig({ perspective: 'published' })
    .fetch<Array<{ title: string; n: number }>>(
      `*[_type == "category" && defined(title)]{title, "n": count(*[${VISIBLE_POST} && references(^._id)])}`,
    )
  return new Map(rows.map((row) => [row.title, row.n]))
}

/** Each page (by path) whose counts differ from the lake's; `'all match'` when none (a readable poll failure). */
export async function pagesOffTheLake(
  client: SanityClient,
  paths: string[],
  bodyOf: (path: string) => Promise<string>,
): Promise<string> {
  const want = JSON.stringify([...(await lakeCounts(client))].sort())
  const wrong: string[] = []
  for (const path of paths) {
    const shown = JSON.stringify([...shownCounts(await bodyOf(path))].sort())
    if (shown !== want) wrong.push(`${path}: ${shown}`)
  }
  return wrong.length === 0 ? 'all match' : `want ${want}; ${wrong.join('; ')}`
}

/**
 * A post published long ago: it never enters the sidebar's recent posts, so only a category's count tells of it.
 * Given its category, it is ready to create.
 */
export function countOnlyPost(id: string, categoryId?: string) {
  return {
    _id: id,
    _type: 'post',
    title: 'Escrow for Ibadan cocoa farmers',
    slug: { _type: 'slug', current: 'escrow-for-ibadan-cocoa-farmers' },
    publishedAt: '2001-01-01T00:00:00Z',
    ...(categoryId ? { categories: [{ _type: 'reference', _ref: categoryId, _key: 'c1' }] } : {}),
  }
}
