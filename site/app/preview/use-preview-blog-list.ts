import { DEFAULT_LANGUAGE } from '@escrova/schemas/languages'
import type { BLOG_LIST_QUERY_RESULT } from '@escrova/schemas/sanity.types'
import { type BlogListResult, pageCountFor } from '../features/blog/api.ts'
import type { PostCardData } from '../features/blog/types.ts'
import { pageSlice } from '../lib/queries.ts'
import { usePreviewData } from './use-preview-data.ts'

/**
 * /blogs' page of cards: the loader's, or inside the Studio's frame the same page and search with the editors'
 * pending edits applied (a retitled post, a new cover), each card text an edit link. A list the content API could
 * not give stays the loader's error.
 */
export function usePreviewBlogList(loaded: BlogListResult): BlogListResult {
  // The frame previews English pages (Presentation opens the English document's URL).
  const params = { q: loaded.q, language: DEFAULT_LANGUAGE, ...pageSlice(loaded.page) }
  const live = usePreviewData<BLOG_LIST_QUERY_RESULT | undefined>('blogList', params, undefined)
  if (!live || loaded.status !== 'ok') return loaded
  return {
    ...loaded,
    total: live.total,
    // The same query as the loader's, so only visible posts: the card fields are there.
    posts: (live.posts ?? []) as PostCardData[],
    pageCount: pageCountFor(live.total),
  }
}
