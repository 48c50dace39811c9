import type { SupportTicketInput } from '@escrova/schemas/support'
import { submitJson } from '../comments/submit-client.ts'

/** The honeypot travels with the ticket; people leave it empty. */
export function sendTicket(ticket: SupportTicketInput & { website: string }, idempotencyKey: string) {
  return submitJson<{ reference: string }>('/api/support', ticket, idempotencyKey)
}
