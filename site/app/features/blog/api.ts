/** Blog reads: anonymous, published content, one query per screen (all GROQ lives in `lib/queries.ts`). */

import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@escrova/schemas/languages'
import type {
  BLOG_LIST_QUERY_RESULT,
  POST_QUERY_RESULT,
  POST_SIDEBAR_QUERY_RESULT,
} from '@escrova/schemas/sanity.types'
import { groqFetch } from '../../lib/content-fetch.ts'
import type { ContentReader } from '../../lib/content-reader.ts'
import {
  BLOG_LIST_QUERY,
  normaliseSearch,
  POST_QUERY,
  POST_SIDEBAR_QUERY,
  POSTS_PER_PAGE,
  pageSlice,
} from '../../lib/queries.ts'
import type { BlogPageData, PostCardData, PostPageData } from './types.ts'

export interface BlogListParams {
  q: string
  page: number
}

/** The list's language: each language's blog lists and searches its own posts. */
type InLanguage = { language: LanguageCode }

/** `requested` is what the URL asked for; `page` is the page shown (clamped to the last one). */
export type BlogListResult = { requested: BlogListParams } & (
  | ({ status: 'ok' } & BlogListParams & BlogPageData & { pageCount: number })
  | ({ status: 'error' } & BlogListParams)
)

/** `?q=` lower-cased and trimmed, `?page=` a whole number from 1. */
export function readListParams(search: URLSearchParams): BlogListParams {
  const page = Number.parseInt(search.get('page') ?? '1', 10)
  return { q: normaliseSearch(search.get('q')), page: Number.isFinite(page) && page > 0 ? page : 1 }
}

export function pageCountFor(total: number): number {
  return Math.max(1, Math.ceil(total / POSTS_PER_PAGE))
}

/** The browser's reader: straight to the content API, cancelled with the navigation. */
export function browserReader(signal?: AbortSignal): ContentReader {
  return { fetch: (query, params) => groqFetch(query, params, { signal }) }
}

/**
 * One page of the list; a failed read becomes the list's connection message (docs/product-rules.md#errors). `reader` is the request's on
 * the server (which then answers 503 and caches nothing), the content API's in the browser.
 */
export async function fetchBlogPage(
  params: BlogListParams & InLanguage,
  signal?: AbortSignal,
  requested: BlogListParams = params,
  reader: ContentReader = browserReader(signal),
): Promise<BlogListResult> {
  try {
    const data = await reader.fetch<BLOG_LIST_QUERY_RESULT>(BLOG_LIST_QUERY, {
      q: params.q,
      language: params.language,
      ...pageSlice(params.page),
    })
    const pageCount = pageCountFor(data.total)
    // A page past the end (an old link, fewer posts now): show the last page instead of an empty one.
    if (params.page > pageCount && data.total > 0)
      return fetchBlogPage({ ...params, page: pageCount }, signal, requested, reader)
    return {
      status: 'ok',
      requested,
      ...params,
      total: data.total,
      // Visible posts only (the query's filter), so the card fields are there.
      posts: (data.posts ?? []) as PostCardData[],
      pageCount,
    }
  } catch (error) {
    if (signal?.aborted) throw error
    // docs/product-rules.md#errors: request errors show the connection message; the cause goes to the console for whoever debugs.
    console.warn('Blog list request failed', error)
    return { status: 'error', requested, ...params }
  }
}

export type PostPageResult =
  | {
      status: 'ok'
      data: PostPageData & { post: NonNullable<PostPageData['post']> }
      /** The languages the post is in: its page's alternates, and where the switcher leads. */
      pageLanguages: LanguageCode[]
    }
  | {
      status: 'missing' | 'error'
    }

export async function fetchPostPage(
  slug: string,
  language: LanguageCode,
  signal?: AbortSignal,
  reader: ContentReader = browserReader(signal),
): Promise<PostPageResult> {
  try {
    // Both asked at once; an unknown slug answers as soon as the post read does, without the sidebar (a link to a
    // post not yet published, or a mistyped one, is asked for again and again: it should cost one read).
    const sidebarRead = reader.fetch<POST_SIDEBAR_QUERY_RESULT>(
      POST_SIDEBAR_QUERY,
      { language },
      { dependency: 'loose' },
    )
    sidebarRead.catch(() => {})
    const found = await reader.fetch<POST_QUERY_RESULT>(POST_QUERY, { slug, language })
    if (!found) return { status: 'missing' }
    const { languages, ...post } = found
    const pageLanguages = languages.map((code) => code ?? DEFAULT_LANGUAGE).filter(isLanguageCode)
    const data = { post, sidebar: await sidebarRead }
    // Both the post and the sidebar's recent posts passed the visibility filter (see `Visible` in types.ts).
    return {
      status: 'ok',
      data: data as PostPageData & { post: NonNullable<PostPageData['post']> },
      pageLanguages,
    }
  } catch (error) {
    if (signal?.aborted) throw error
    console.warn('Post request failed', error)
    return { status: 'error' }
  }
}
