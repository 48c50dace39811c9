/**
 * Scheduled publishing on any Sanity plan: a draft carrying `scheduledPublishAt` (a post, or a page of the site's
 * copy) is published by this job once that time has come. Per draft, through the Actions API, as an editor's Publish
 * would be:
 *   1. a revision-guarded patch unsets `scheduledPublishAt`, so the published document does not carry the schedule,
 *      and on a post's first publication dates it at its scheduled time (readers see it as new when it appears); a
 *      scheduled change to a post already out keeps the post's date, and other types have no date to set;
 *   2. `sanity.action.document.publish` guarded by `ifDraftRevisionId`, the draft revision the edit produced, so two
 *      workers cannot both publish and an editor's later change is not published unseen.
 */
import { publishedIdOf } from '@escrova/schemas/ids'
import type { DUE_DRAFTS_QUERY_RESULT } from '@escrova/schemas/sanity.types'
import type { SanityClient } from '@sanity/client'
import { isRevisionConflict, withStore } from '../content/client.ts'
import { DUE_DRAFTS_QUERY } from '../content/queries.ts'
import type { Logger } from '../util/logger.ts'
import { errorFields } from '../util/logger.ts'

type DueDraft = DUE_DRAFTS_QUERY_RESULT[number]

export interface PublishResult {
  published: string[]
  skipped: string[]
}

async function publishOne(client: SanityClient, draft: DueDraft, logger: Logger): Promise<boolean> {
  const publishedId = publishedIdOf(draft._id)
  // The edit is revision-guarded through a mutation (the Actions edit has no revision guard), and tells us the
  // draft revision to publish.
  const firstPublication = !(await withStore(() => client.getDocument(publishedId)))
  let edited: Record<string, unknown>
  try {
    const patch = client.patch(draft._id).ifRevisionId(draft._rev).unset(['scheduledPublishAt'])
    const dated =
      draft._type !== 'post'
        ? patch
        : firstPublication
          ? patch.set({ publishedAt: draft.scheduledPublishAt })
          : patch.setIfMissing({ publishedAt: draft.scheduledPublishAt })
    edited = await withStore(() =>
      dated.commit<Record<string, unknown>>({ returnDocuments: true, visibility: 'sync' }),
    )
  } catch (error) {
    if (isRevisionConflict(error)) return false
    throw error
  }
  try {
    await withStore(() =>
      client.action({
        actionType: 'sanity.action.document.publish',
        draftId: draft._id,
        publishedId,
        ifDraftRevisionId: String(edited._rev),
      }),
    )
  } catch (error) {
    if (isRevisionConflict(error)) return false
    if ((error as { statusCode?: number }).statusCode !== 404) throw error
    // A store without the Actions API: the same publish as one transaction (replace published, drop the draft).
    logger.warn('Actions API unavailable: publishing by transaction', { documentId: draft._id })
    const { _rev, _createdAt, _updatedAt, ...content } = edited
    await withStore(() =>
      client
        .transaction()
        .createOrReplace({ ...content, _id: publishedId, _type: String(content._type) })
        .delete(draft._id)
        .commit({ visibility: 'sync' }),
    )
  }
  return true
}

export async function publishDueDrafts(
  client: SanityClient,
  now: Date,
  logger: Logger,
): Promise<PublishResult> {
  const due = await withStore(() => client.fetch(DUE_DRAFTS_QUERY, { now: now.toISOString() }))
  const result: PublishResult = { published: [], skipped: [] }
  for (const draft of due) {
    try {
      if (await publishOne(client, draft, logger)) {
        result.published.push(publishedIdOf(draft._id))
        logger.info('scheduled post published', {
          documentId: draft._id,
          scheduledPublishAt: draft.scheduledPublishAt,
        })
      } else result.skipped.push(draft._id)
    } catch (error) {
      result.skipped.push(draft._id)
      logger.error('scheduled publish failed', { documentId: draft._id, ...errorFields(error) })
    }
  }
  return result
}
