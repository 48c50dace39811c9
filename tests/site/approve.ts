/** Moderation as the Studio does it: publish the private draft as `comment-<id>` with status approved. */
import type { SanityClient } from '@sanity/client'

export interface DraftComment {
  _id: string
  name: string
  text: string
  moderationStatus: string
  parent?: { _ref: string }
  post: { _ref: string }
}

export async function findDraftComment(write: SanityClient, text: string): Promise<DraftComment | null> {
  return write.fetch<DraftComment | null>(
    '*[_type == "comment" && _id in path("drafts.**") && text == $text][0]',
    { text },
    { perspective: 'raw' },
  )
}

export async function approveComment(write: SanityClient, draft: DraftComment): Promise<string> {
  const publishedId = draft._id.replace(/^drafts\./, '')
  const { _id, ...rest } = draft as DraftComment & Record<string, unknown>
  const { _rev, _createdAt, _updatedAt, ...content } = rest as Record<string, unknown>
  await write
    .transaction()
    .createOrReplace({ ...content, _id: publishedId, _type: 'comment', moderationStatus: 'approved' })
    .delete(_id)
    .commit()
  return publishedId
}
