import { defineQuery } from 'groq'
import { BLOG_LIST_QUERY } from '../lib/queries.ts'

/**
 * A post as its page shows it, for live mode in the Studio's frame: the page's own POST_QUERY without the
 * "published and due" conditions, so a draft or a scheduled post previews at its future URL as it will look once
 * published (its time shown as the scheduled one). The Studio runs it in the drafts perspective.
 */
export const POST_PREVIEW_QUERY = defineQuery(`*[_type == "post" && slug.current == $slug][0]{
  _id,
  title,
  "slug": slug.current,
  "publishedAt": coalesce(publishedAt, scheduledPublishAt, _updatedAt),
  excerpt,
  seoDescription,
  "mainImage": mainImage{asset, alt, hotspot, crop},
  body,
  "author": author->{name, username},
  "categories": categories[]->{_id, title},
  "tags": tags[]->{_id, title}
}`)

/**
 * The queries pages may ask to keep live, by the name they register (`registry.ts`). /blogs keeps its own query:
 * in the drafts perspective it lists the posts visitors see, with the editors' edits to them.
 */
export const PREVIEW_QUERIES = { post: POST_PREVIEW_QUERY, blogList: BLOG_LIST_QUERY } as const
