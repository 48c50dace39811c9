/**
 * Takes the newest visible posts off the site as an editor would: the first is unpublished (its published document
 * goes, a draft stays), the others are deleted. They are the posts every post page's sidebar shows ("recent posts"),
 * so every page that was rendered before links to them.
 */
import { VISIBLE_POST } from '@escrova/schemas/queries/visible-post'
import type { SanityClient } from '@sanity/client'

export interface GonePost {
  id: string
  slug: string
}

export async function takeNewestPostsAway(writer: SanityClient, count = 3): Promise<GonePost[]> {
  const posts = await writer.fetch<
    Array<Record<string, unknown> & { _id: string; slug: { current: string } }>
  >(`*[${VISIBLE_POST} && !(_id in path("drafts.**"))] | order(publishedAt desc, _id asc)[0...$count]`, {
    count,
  })
  const [unpublished, ...deleted] = posts
  await writer
    .transaction()
    .createOrReplace({ ...unpublished, _id: `drafts.${unpublished._id}` } as never)
    .delete(unpublished._id)
    .commit({ visibility: 'sync' })
  for (const post of deleted) await writer.delete(post._id, { visibility: 'sync' })
  return posts.map((post) => ({ id: post._id, slug: post.slug.current }))
}
