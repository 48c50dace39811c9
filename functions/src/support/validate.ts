/**
 * A support ticket: first its shape (known fields, right types, clean text), then the very rules the site's form
 * runs (`validateTicket` from `@escrova/schemas/support`). The honeypot (`website`) is read here and never stored.
 */

import { ENGLISH_FORM_MESSAGES, type FormMessages } from '@escrova/schemas/form-messages/index'
import {
  emptyTicket,
  normaliseTicket,
  type SupportTicketInput,
  validateTicket,
} from '@escrova/schemas/support'
import type { FieldMessages } from '../http/errors.ts'
import {
  addRuleMessages,
  emptyFieldMessages,
  hasFields,
  readConsent,
  readHoneypot,
  readTextFields,
  reportUnknownFields,
} from '../http/fields.ts'

const TEXT_FIELDS = ['name', 'email', 'topic', 'privacyRequest', 'message'] as const
export const SUPPORT_FIELDS = [...TEXT_FIELDS, 'consent', 'website', 'idempotencyKey'] as const

export type TicketCheck =
  | { ok: true; value: SupportTicketInput; honeypot: boolean }
  | { ok: false; fields: FieldMessages }

export function checkTicket(
  body: Record<string, unknown>,
  messages: FormMessages = ENGLISH_FORM_MESSAGES,
): TicketCheck {
  const fields = emptyFieldMessages()
  reportUnknownFields(body, SUPPORT_FIELDS, fields, messages.fields)
  const values = emptyTicket()

  readTextFields(body, TEXT_FIELDS, { multiline: 'message' }, values, fields, messages.fields)
  const consent = readConsent(body, fields, messages.fields)
  if (consent !== undefined) values.consent = consent
  const honeypot = readHoneypot(body, fields, messages.fields)
  addRuleMessages(validateTicket(values, messages.support), fields)

  if (hasFields(fields)) return { ok: false, fields }
  return { ok: true, value: normaliseTicket(values), honeypot }
}
