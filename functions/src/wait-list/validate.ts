/**
 * A wait-list application: first its shape (known fields, right types, bounded lists, clean text), then the very
 * rules the site's form runs (`validateApplication` from `@escrova/schemas/wait-list`), whose messages are those of docs/product-rules.md#validation.
 */
import {
  emptyApplication,
  normaliseApplication,
  validateApplication,
  type WaitListApplicationInput,
} from '@escrova/schemas/wait-list'
import type { FieldMessages } from '../http/errors.ts'
import { FIELD_MESSAGES, fieldMessages, hasFields, reportUnknownFields, textProblem } from '../http/fields.ts'

const TEXT_FIELDS = ['fullName', 'email', 'phone', 'location', 'otherNeed'] as const
const LIST_FIELDS = ['keyNeeds', 'platforms'] as const
export const WAIT_LIST_FIELDS = [...TEXT_FIELDS, ...LIST_FIELDS, 'consent', 'idempotencyKey'] as const

/** No real selection is longer than the option list; anything past this is not a person choosing options. */
const MAX_LIST_LENGTH = 20

export type ApplicationCheck =
  | { ok: true; value: WaitListApplicationInput }
  | { ok: false; fields: FieldMessages }

export function checkApplication(body: Record<string, unknown>): ApplicationCheck {
  const fields = fieldMessages()
  reportUnknownFields(body, WAIT_LIST_FIELDS, fields)
  const values = emptyApplication()

  for (const name of TEXT_FIELDS) {
    const value = body[name]
    if (value === undefined || value === null) continue
    if (typeof value !== 'string') {
      fields[name] = FIELD_MESSAGES.notText
      continue
    }
    const problem = textProblem(value, { multiline: name === 'otherNeed' })
    if (problem) fields[name] = problem
    else values[name] = value
  }

  for (const name of LIST_FIELDS) {
    const value = body[name]
    if (value === undefined || value === null) continue
    if (
      !Array.isArray(value) ||
      value.length > MAX_LIST_LENGTH ||
      value.some((item) => typeof item !== 'string')
    ) {
      fields[name] = FIELD_MESSAGES.notList
    } else values[name] = value as string[]
  }

  if (body.consent !== undefined && body.consent !== null) {
    if (typeof body.consent !== 'boolean') fields.consent = FIELD_MESSAGES.notBoolean
    else values.consent = body.consent
  }

  // The shared rules fill in what the shape checks left open (required fields, options, email form, consent).
  const ruleErrors = validateApplication(values)
  for (const [name, message] of Object.entries(ruleErrors))
    if (!fields[name] && message) fields[name] = message

  if (hasFields(fields)) return { ok: false, fields }
  return { ok: true, value: normaliseApplication(values) }
}
