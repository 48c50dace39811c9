/**
 * How server `loader`s read content: through `context.content`, which the site server (server/serve.ts) gives each
 * request so it can record the sync tags of every response it rendered from (the page cache is invalidated by them).
 * Without that server (`react-router dev`), a plain anonymous read stands in: nothing is cached there.
 */
import type { AppLoadContext } from 'react-router-dom'
import { groqFetch } from './content-fetch.ts'

export interface ReadOptions {
  /**
   * `loose`: the page shows this read but is not re-rendered each time it changes (it is refreshed within the
   * cache's stale-after time). For reads that depend on every document of a kind and are secondary on the page.
   * `value`: the page depends on the answer alone, not on the documents behind it: it is rendered again when the
   * answer changes, not when one of those documents does (the languages with a home page: every page shows them,
   * and an edit of the home page's text must not render every page again).
   */
  dependency?: 'exact' | 'loose' | 'value'
}

export interface ContentReader {
  fetch<T>(query: string, params?: Record<string, unknown>, options?: ReadOptions): Promise<T>
}

declare module 'react-router' {
  interface AppLoadContext {
    content?: ContentReader
  }
}

const plainReader: ContentReader = { fetch: (query, params) => groqFetch(query, params) }

export function contentReader(context: AppLoadContext | undefined): ContentReader {
  return context?.content ?? plainReader
}
