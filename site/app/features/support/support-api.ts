import { SUPPORT_MESSAGES, type SupportTicketInput } from '@escrova/schemas/support'
import { keepForLater, type QueuedNotice, type QueuedOutcome } from '../../offline/outbox/keep-for-later.ts'
import { functionUrl, submitJson } from '../comments/submit-client.ts'

const PATH = '/api/support'

export type { QueuedNotice, QueuedOutcome }

/** The honeypot travels with the ticket; people leave it empty. */
export type TicketBody = SupportTicketInput & { website: string }

export function sendTicket(ticket: TicketBody, idempotencyKey: string) {
  return submitJson<{ reference: string }>(PATH, ticket, idempotencyKey)
}

/** A ticket made without a connection waits on the phone; `onOutcome` hears its reference or the refusal. */
export function queueTicket(
  ticket: TicketBody,
  idempotencyKey: string,
  onOutcome: (outcome: QueuedOutcome) => void,
): Promise<QueuedNotice | null> {
  return keepForLater({
    kind: 'support',
    url: `${functionUrl()}${PATH}`,
    body: ticket,
    idempotencyKey,
    sentText: { title: 'Support request sent', text: SUPPORT_MESSAGES.received },
    onOutcome,
  })
}
