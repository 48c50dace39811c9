import {
  emptyTicket,
  type SupportField,
  type SupportTicketInput,
  validateTicket,
} from '@escrova/schemas/support'
import type { CustomValidator } from 'sanity'
import { fromCleanRule } from './resetRule'

/**
 * Adapter from Sanity's per-field validation to the shared ticket rules: the Studio shows exactly the messages the
 * site form and the function give, because all three call `validateTicket`.
 */
function ticketFromDocument(document: Record<string, unknown> | undefined): SupportTicketInput {
  const ticket = emptyTicket()
  const text = (value: unknown) => (typeof value === 'string' ? value : '')
  return {
    ...ticket,
    name: text(document?.name),
    email: text(document?.email),
    topic: text(document?.topic),
    privacyRequest: text(document?.privacyRequest),
    message: text(document?.message),
    consent: document?.consent === true,
  }
}

export function supportFieldError(
  field: SupportField,
  value: unknown,
  document?: Record<string, unknown>,
): string | undefined {
  const ticket = {
    ...ticketFromDocument(document),
    [field]: field === 'consent' ? value === true : (value ?? ''),
  }
  return validateTicket(ticket as SupportTicketInput)[field]
}

export function supportFieldRule(field: SupportField) {
  const validator: CustomValidator<unknown> = (value, context) =>
    supportFieldError(field, value, context.document) ?? true
  return <R>(rule: R): R => fromCleanRule(rule, (clean) => clean.custom(validator))
}
