/**
 * The site's loose reads (content-reader.ts `dependency: 'loose'`), with the parameters its loaders give them: each
 * language's post sidebar (app/features/blog/api.ts `fetchPostPage`). Behind an edge the purger watches these
 * (site/edge/watched-reads.ts); a loose read missing here is read exactly there (content.ts), never left stale.
 */
import { LANGUAGE_CODES } from '@escrova/schemas/languages'
import { POST_SIDEBAR_QUERY } from '../app/lib/queries.ts'

export interface LooseRead {
  query: string
  params: Record<string, unknown>
}

/** How a read shared by renders (and watched by the edge's purger) is named: its query and parameters. */
export const readKey = (query: string, params: Record<string, unknown>) => JSON.stringify([query, params])

export const LOOSE_READS: readonly LooseRead[] = LANGUAGE_CODES.map((language) => ({
  query: POST_SIDEBAR_QUERY,
  params: { language },
}))

const watched = new Set(LOOSE_READS.map(({ query, params }) => readKey(query, params)))

/** Whether the edge's purger watches this read. */
export const isWatched = (key: string) => watched.has(key)
