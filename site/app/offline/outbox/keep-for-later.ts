/**
 * How pages reach the outbox, whose code is in no page's first download (the service worker precaches it): a form
 * keeps a submission that found no connection, and every page load resumes the outbox when something waits. Both
 * load it on demand from this one module, so they share one entry in the pages' shared chunk.
 */
import { OUTBOX_FLAG } from './names.ts'
import type { QueuedNotice, QueuedSubmission } from './store.ts'

export type { OutboxKind, QueuedNotice, QueuedOutcome, QueuedSubmission } from './store.ts'

/** Resolves with what the form shows while it waits, or null when it cannot be kept (that code not on the phone). */
export const keepForLater = (submission: QueuedSubmission): Promise<QueuedNotice | null> =>
  import('./page.ts').then(
    (outbox) => outbox.queueSubmission(submission),
    () => null,
  )

/**
 * On every page load: when the outbox flag says a submission waits (or an outcome has not been shown), load the
 * outbox and let it send and report. Otherwise nothing is loaded: this check is the outbox's whole cost per page.
 */
export function resumeOutboxIfWaiting() {
  try {
    if (!localStorage.getItem(OUTBOX_FLAG)) return
  } catch {
    return
  }
  import('./page.ts').then(
    (outbox) => outbox.startOutbox(),
    () => {},
  )
}
