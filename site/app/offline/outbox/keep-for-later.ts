/**
 * How a form keeps a submission that found no connection: the outbox's code is loaded only now (it is in no page's
 * first download; the service worker precaches it). Resolves with what the form shows while it waits, or null when it
 * cannot be kept (that code not on the phone, or no storage).
 */
import type { QueuedNotice, QueuedSubmission } from './store.ts'

export type { QueuedNotice, QueuedOutcome, QueuedSubmission } from './store.ts'

export const keepForLater = (submission: QueuedSubmission): Promise<QueuedNotice | null> =>
  import('./page.ts').then(
    (outbox) => outbox.queueSubmission(submission),
    () => null,
  )
