/**
 * On every page load: when the outbox flag says a submission waits (or an outcome has not been shown), load the
 * outbox and let it send and report. Otherwise nothing is loaded: this check is the outbox's whole cost per page.
 */
import { OUTBOX_FLAG } from './names.ts'

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
