/**
 * A support ticket: first its shape (known fields, right types, clean text), then the very rules the site's form
 * runs (`validateTicket` from `@escrova/schemas/support`). The honeypot (`website`) is read here and never stored.
 */
import {
  emptyTicket,
  normaliseTicket,
  type SupportTicketInput,
  validateTicket,
} from '@escrova/schemas/support'
import type { FieldMessages } from '../http/errors.ts'
import { FIELD_MESSAGES, fieldMessages, hasFields, reportUnknownFields, textProblem } from '../http/fields.ts'

const TEXT_FIELDS = ['name', 'email', 'topic', 'privacyRequest', 'message'] as const
export const SUPPORT_FIELDS = [...TEXT_FIELDS, 'consent', 'website', 'idempotencyKey'] as const

export type TicketCheck =
  | { ok: true; value: SupportTicketInput; honeypot: boolean }
  | { ok: false; fields: FieldMessages }

export function checkTicket(body: Record<string, unknown>): TicketCheck {
  const fields = fieldMessages()
  reportUnknownFields(body, SUPPORT_FIELDS, fields)
  const values = emptyTicket()

  for (const name of TEXT_FIELDS) {
    const value = body[name]
    if (value === undefined || value === null) continue
    if (typeof value !== 'string') {
      fields[name] = FIELD_MESSAGES.notText
      continue
    }
    const problem = textProblem(value, { multiline: name === 'message' })
    if (problem) fields[name] = problem
    else values[name] = value
  }

  if (body.consent !== undefined && body.consent !== null) {
    if (typeof body.consent !== 'boolean') fields.consent = FIELD_MESSAGES.notBoolean
    else values.consent = body.consent
  }

  let honeypot = false
  if (body.website !== undefined && body.website !== null) {
    if (typeof body.website !== 'string') fields.website = FIELD_MESSAGES.notText
    else honeypot = body.website.trim() !== ''
  }

  for (const [name, message] of Object.entries(validateTicket(values)))
    if (!fields[name] && message) fields[name] = message

  if (hasFields(fields)) return { ok: false, fields }
  return { ok: true, value: normaliseTicket(values), honeypot }
}
