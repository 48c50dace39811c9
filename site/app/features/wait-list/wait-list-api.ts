import type { WaitListApplicationInput } from '@escrova/schemas/wait-list'
import { keepForLater, type QueuedNotice, type QueuedOutcome } from '../../offline/outbox/keep-for-later.ts'
import { functionUrl, submitJson } from '../comments/submit-client.ts'
import { WAIT_LIST_OUTCOMES } from './outcome-messages.ts'

const PATH = '/api/wait-list'

export type { QueuedNotice, QueuedOutcome }

export function sendApplication(application: WaitListApplicationInput, idempotencyKey: string) {
  return submitJson<{ id: string }>(PATH, application, idempotencyKey)
}

/** An application made without a connection waits on the phone; `onOutcome` hears whether it landed or was refused. */
export function queueApplication(
  application: WaitListApplicationInput,
  idempotencyKey: string,
  onOutcome: (outcome: QueuedOutcome) => void,
): Promise<QueuedNotice | null> {
  return keepForLater({
    kind: 'wait-list',
    url: `${functionUrl()}${PATH}`,
    body: application,
    idempotencyKey,
    sentText: { title: WAIT_LIST_OUTCOMES.successTitle, text: WAIT_LIST_OUTCOMES.successText },
    onOutcome,
  })
}
