import type { DocumentActionsResolver } from 'sanity'
import { ApproveCommentAction, RejectCommentAction, SpamCommentAction } from './moderation'
import { publishClearingSchedule } from './publish-post'
import { reviewActions } from './review'
import { ScheduleAction, UnscheduleAction } from './schedule'

/**
 * Document actions by type. Comments are published only through Approve (so status and visibility always agree);
 * posts add Schedule / Unschedule beside Publish and drop the hosted scheduling feature's action, which needs a
 * paid plan; applications get one-click review moves.
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
    case 'post': {
      const kept = previous
        .filter((action) => action.action !== 'schedule')
        .map((action) => (action.action === 'publish' ? publishClearingSchedule(action) : action))
      const publishIndex = kept.findIndex((action) => action.action === 'publish')
      return [
        ...kept.slice(0, publishIndex + 1),
        ScheduleAction,
        UnscheduleAction,
        ...kept.slice(publishIndex + 1),
      ]
    }
    case 'waitListApplication':
      return [...reviewActions, ...previous.filter((action) => action.action !== 'duplicate')]
    default:
      return previous
  }
}
