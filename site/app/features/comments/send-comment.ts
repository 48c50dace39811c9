/**
 * Sending a comment or a reply: to the submissions function, or into the phone's outbox when there is no connection.
 * Only the comment form imports this, so it loads with the form (`lazy-comment-form.tsx`), not with the post page.
 */
import { COMMENT_MESSAGES } from '@escrova/schemas/comments'
import { keepForLater, type QueuedNotice, type QueuedOutcome } from '../../offline/outbox/keep-for-later.ts'
import { functionUrl, submitJson } from './submit-client.ts'

export interface NewComment {
  post: string
  parent?: string
  name: string
  text: string
  email?: string
  /** Honeypot: people never see it, so anything in it marks a bot. */
  website: string
}

/** The function's route; the service worker's build also finds the form's chunk by it (`site/scripts/service-worker.ts`). */
const COMMENTS_PATH = '/api/comments'

export function sendComment(comment: NewComment, idempotencyKey: string) {
  return submitJson<{ id: string; status: 'pending' }>(COMMENTS_PATH, comment, idempotencyKey)
}

export type { QueuedNotice, QueuedOutcome }

/** The notice's title when a comment kept offline lands while its form is no longer open. */
const COMMENT_SENT_TITLE = 'Comment sent'

/** A comment made without a connection waits on the phone; `onOutcome` hears whether it landed or was refused. */
export function queueComment(
  comment: NewComment,
  idempotencyKey: string,
  onOutcome: (outcome: QueuedOutcome) => void,
): Promise<QueuedNotice | null> {
  return keepForLater({
    kind: 'comment',
    url: `${functionUrl()}${COMMENTS_PATH}`,
    body: comment,
    idempotencyKey,
    sentText: { title: COMMENT_SENT_TITLE, text: COMMENT_MESSAGES.awaitingModeration },
    onOutcome,
  })
}
