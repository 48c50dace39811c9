/**
 * How a form keeps a submission that found no connection: the outbox's code is loaded only now (it is in no page's
 * first download; the service worker precaches it). False when it cannot be kept (that code not on the phone).
 */
import type { QueuedSubmission } from './store.ts'

export type { QueuedOutcome, QueuedSubmission } from './store.ts'

export const keepForLater = (submission: QueuedSubmission): Promise<boolean> =>
  import('./page.ts').then(
    (outbox) => outbox.queueSubmission(submission),
    () => false,
  )
