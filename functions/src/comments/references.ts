/**
 * Looks up the post (by id or slug) and the parent comment in one query. Only a post the site shows is commentable
 * (the site's own rule, `VISIBLE_POST`, over published ids), and a parent must be an approved comment of the same
 * post. Found posts are cached briefly: comment bursts on one post then cost one write each.
 */
import type { SanityClient } from '@sanity/client'
import { withStore } from '../content/client.ts'
import { REFERENCES_QUERY } from '../content/queries.ts'

export interface References {
  postId?: string
  parentId?: string
  parentOnSamePost: boolean
}

export function createReferenceLookup(client: SanityClient, cacheMs: number, clock: () => Date) {
  const postCache = new Map<string, { postId: string; expires: number }>()

  return async function lookUp(post: string, parent: string | undefined): Promise<References> {
    const now = clock().getTime()
    const cached = postCache.get(post)
    if (cached && cached.expires > now && !parent) return { postId: cached.postId, parentOnSamePost: true }

    const result = await withStore(() =>
      client.fetch(REFERENCES_QUERY, {
        post,
        parent: parent ?? null,
      }),
    )
    const postId = result.post ?? undefined
    if (postId) {
      if (postCache.size > 10_000) postCache.clear()
      postCache.set(post, { postId, expires: now + cacheMs })
    }
    return {
      postId,
      parentId: result.parent?._id,
      parentOnSamePost: !parent || (result.parent !== null && result.parent.post === postId),
    }
  }
}
