/**
 * What each moderation decision does to a comment, as Actions API calls. Comments are private by id: a pending
 * comment is the draft `drafts.comment-<id>`; approving publishes it to `comment-<id>`, which anonymous readers see.
 * Rejected and spam comments stay (or go back to being) drafts. Each decision is one atomic request, so a comment
 * is never public with a status other than approved, nor with a phone or account number in it (approving masks them
 * in the same request, `@escrova/schemas/scams/mask`).
 */
import type { ModerationStatus } from '@escrova/schemas/comments'
import { draftIdOf } from '@escrova/schemas/ids'
import { maskedForPublishing, type PublishableComment } from '@escrova/schemas/scams/mask'

export interface CommentPair {
  publishedId: string
  hasDraft: boolean
  hasPublished: boolean
}

export type ModerationAction =
  | {
      actionType: 'sanity.action.document.edit'
      draftId: string
      publishedId: string
      patch: { set: Record<string, unknown> }
    }
  | { actionType: 'sanity.action.document.publish'; draftId: string; publishedId: string }
  | { actionType: 'sanity.action.document.unpublish'; draftId: string; publishedId: string }

/**
 * Decisions that can lead to erasure: the retention job erases a rejected or spam comment once the grace period
 * after the decision and the retention period have passed (`eraseDate` in `@escrova/schemas/privacy`).
 */
export const leadsToErasure = (status: ModerationStatus): boolean =>
  status === 'rejected' || status === 'spam'

/** `decidedAt` (the decision's time, from which retention counts) is `now` unless given. */
export function moderationActions(
  pair: CommentPair,
  status: ModerationStatus,
  comment: PublishableComment = {},
  decidedAt: Date = new Date(),
): ModerationAction[] {
  const ids = { draftId: draftIdOf(pair.publishedId), publishedId: pair.publishedId }
  const masked = status === 'approved' ? maskedForPublishing(comment) : {}
  // Edit works on the draft; with no draft the lake first copies the published comment into one.
  const edit: ModerationAction = {
    actionType: 'sanity.action.document.edit',
    ...ids,
    patch: { set: { moderationStatus: status, decidedAt: decidedAt.toISOString(), ...masked } },
  }
  if (status === 'approved') return [edit, { actionType: 'sanity.action.document.publish', ...ids }]
  if (pair.hasPublished) return [edit, { actionType: 'sanity.action.document.unpublish', ...ids }]
  return [edit]
}
