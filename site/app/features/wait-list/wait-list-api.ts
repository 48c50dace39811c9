import type { WaitListApplicationInput } from '@escrova/schemas/wait-list'
import { keepForLater, type QueuedOutcome } from '../../offline/outbox/keep-for-later.ts'
import { submitJson } from '../comments/submit-client.ts'

const PATH = '/api/wait-list'

export type { QueuedOutcome }

export function sendApplication(application: WaitListApplicationInput, idempotencyKey: string) {
  return submitJson<{ id: string }>(PATH, application, idempotencyKey)
}

/** An application made without a connection waits on the phone; `onOutcome` hears whether it landed or was refused. */
export function queueApplication(
  application: WaitListApplicationInput,
  idempotencyKey: string,
  onOutcome: (outcome: QueuedOutcome) => void,
): Promise<boolean> {
  return keepForLater('wait-list', PATH, application, idempotencyKey, onOutcome)
}
