/**
 * What the blog list transfers: the paged GROQ query for page 1 versus the seed site's fetch of every post, over a
 * lake holding `count` posts. Bytes are the response bodies as the content API sends them (the same GET request
 * `@sanity/client` makes).
 */
import { CONTENT_API } from '@escrova/schemas/settings'
import { BLOG_LIST_QUERY, pageSlice } from '../app/lib/queries.ts'

/** The seed site's call (docs/product-rules.md#calls, call 1): every post with its card fields, fetched into the browser and paged there. */
const ALL_POSTS_QUERY = `*[_type == "post"]{
  _id,
  title,
  slug,
  "mainImage": {"asset": {"_id": mainImage.asset->_id, "url": mainImage.asset->url}, "alt": mainImage.alt},
  "author": author->{name, username},
  publishedAt,
  "categories": categories[]->{_id, title}
}`

async function responseBytes(
  lakeUrl: string,
  query: string,
  params: Record<string, unknown>,
): Promise<number> {
  const url = new URL(`${lakeUrl}/v${CONTENT_API.apiVersion}/data/query/${CONTENT_API.dataset}`)
  url.searchParams.set('query', query)
  for (const [name, value] of Object.entries(params)) url.searchParams.set(`$${name}`, JSON.stringify(value))
  url.searchParams.set('perspective', 'published')
  const response = await fetch(url)
  if (!response.ok) throw new Error(`query failed: ${response.status} ${await response.text()}`)
  return (await response.arrayBuffer()).byteLength
}

export async function measureBlogBytes(lakeUrl: string): Promise<{ page1: number; fetchAll: number }> {
  const page1 = await responseBytes(lakeUrl, BLOG_LIST_QUERY, { q: '', language: 'en', ...pageSlice(1) })
  const fetchAll = await responseBytes(lakeUrl, ALL_POSTS_QUERY, {})
  return { page1, fetchAll }
}
