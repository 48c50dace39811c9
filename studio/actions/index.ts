import type { DocumentActionsResolver } from 'sanity'
import { ApproveCommentAction, RejectCommentAction, SpamCommentAction } from './moderation'
import { reviewActions } from './review'
import { onlyForPublishers } from './schedule'

/**
 * Document actions by type. Comments are published only through Approve (so status and visibility always agree), and
 * are never scheduled; applications get one-click review moves. Scheduling is the Studio's own (Scheduled Drafts and
 * Releases, `sanity.config.ts`): its actions arrive in `previous` and are kept for every other type, "Schedule
 * publish" only for people who may publish (`schedule.ts`).
 */
export const resolveDocumentActions: DocumentActionsResolver = (previous, context) => {
  switch (context.schemaType) {
    case 'comment':
      return [
        ApproveCommentAction,
        RejectCommentAction,
        SpamCommentAction,
        ...previous.filter(
          (action) => !['publish', 'unpublish', 'duplicate', 'schedule'].includes(action.action ?? ''),
        ),
      ]
    case 'waitListApplication':
      return [...reviewActions, ...previous.filter((action) => action.action !== 'duplicate')]
    default:
      return previous.map((action) => (action.action === 'schedule' ? onlyForPublishers(action) : action))
  }
}
