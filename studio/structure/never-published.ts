import { publishedIdOf } from '@escrova/schemas/ids'
import { distinctUntilChanged, map, type Observable, of, switchMap } from 'rxjs'
import type { StructureResolverContext } from 'sanity/structure'
import { apiVersion } from '../lib/env'
import { POST_DRAFT_IDS_QUERY, POSTS_LISTENER_QUERY, PUBLISHED_AMONG_QUERY } from '../lib/queries'

/**
 * The ids of posts that exist only as a draft, kept current. Both queries are sized by the drafts, not by the blog:
 * the first returns draft ids only, the second looks up their published ids by id. Only documents appearing or
 * disappearing can change the answer, so an editor's keystrokes (updates of a draft) cause no refetch.
 */
export function neverPublishedPostIds(context: StructureResolverContext): Observable<string[]> {
  const client = context.getClient({ apiVersion })
  return context.documentStore
    .listenQuery(
      { fetch: POST_DRAFT_IDS_QUERY, listen: POSTS_LISTENER_QUERY },
      {},
      { perspective: 'raw', throttleTime: 500, transitions: ['appear', 'disappear'] },
    )
    .pipe(
      map((draftIds: string[] | null) => (draftIds ?? []).map(publishedIdOf)),
      switchMap((ids) =>
        ids.length === 0
          ? of([])
          : client.observable
              .fetch<string[]>(PUBLISHED_AMONG_QUERY, { ids }, { perspective: 'raw' })
              .pipe(map((published) => ids.filter((id) => !published.includes(id)).sort())),
      ),
      distinctUntilChanged((a, b) => a.join('\n') === b.join('\n')),
    )
}
