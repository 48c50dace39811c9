/**
 * The one entry the forms use when a submission found no connection: it loads the outbox (its code is not in any
 * page's first download) and keeps the submission there. False where the phone cannot keep it (no IndexedDB, a
 * private window that refuses storage): the form then says it failed, as before.
 */
import { functionUrl } from '../../features/comments/submit-client.ts'
import type { OutboxItem, OutboxKind } from './store.ts'

export type QueuedOutcome = Pick<OutboxItem, 'state' | 'refusal'>

export async function keepForLater(
  kind: OutboxKind,
  path: string,
  body: unknown,
  idempotencyKey: string,
  onOutcome: (outcome: QueuedOutcome) => void,
): Promise<boolean> {
  try {
    const { queueSubmission } = await import('./page.ts')
    await queueSubmission(kind, `${functionUrl()}${path}`, body, idempotencyKey, onOutcome)
    return true
  } catch (error) {
    console.warn('could not keep the submission on this phone', error)
    return false
  }
}
