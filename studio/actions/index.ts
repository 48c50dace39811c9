import { SCHEDULABLE_TYPES } from '@escrova/schemas/schemaTypes/index'
import type { DocumentActionComponent, DocumentActionsResolver } from 'sanity'
import { ApproveCommentAction, RejectCommentAction, SpamCommentAction } from './moderation'
import { publishClearingSchedule } from './publish-clearing-schedule'
import { reviewActions } from './review'
import { RescheduleAction, ScheduleLaterAction, UnscheduleAction } from './schedule'

/** The scheduling actions, which a singleton keeps as well. */
export const SCHEDULING_ACTIONS: ReadonlySet<DocumentActionComponent> = new Set([
  RescheduleAction,
  ScheduleLaterAction,
  UnscheduleAction,
])

/**
 * Schedule / Unschedule beside Publish, in place of the hosted scheduling feature's action (which needs a paid plan);
 * Publish on a scheduled draft publishes now and drops the schedule. The first action with a state is the footer's
 * primary button: Publish on a post that is not scheduled, Reschedule on one that is (`RescheduleAction`).
 */
function withScheduling(previous: DocumentActionComponent[]): DocumentActionComponent[] {
  const kept = previous
    .filter((action) => action.action !== 'schedule')
    .map((action) => (action.action === 'publish' ? publishClearingSchedule(action) : action))
  const publishIndex = kept.findIndex((action) => action.action === 'publish')
  return [
    RescheduleAction,
    ...kept.slice(0, publishIndex + 1),
    ScheduleLaterAction,
    UnscheduleAction,
    ...kept.slice(publishIndex + 1),
  ]
}

/**
 * Document actions by type. Comments are published only through Approve (so status and visibility always agree);
 * posts and the site's copy can be scheduled; applications get one-click review moves.
 */
export const resolveDocumentActions: DocumentActionsResolver = (previous, context) => {
  if (SCHEDULABLE_TYPES.has(context.schemaType)) return withScheduling(previous)
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
      return previous
  }
}
