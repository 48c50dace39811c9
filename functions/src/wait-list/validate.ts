/**
 * A wait-list application: first its shape (known fields, right types, bounded lists, clean text), then the very
 * rules the site's form runs (`validateApplication` from `@escrova/schemas/wait-list`), whose messages are those of docs/product-rules.md#validation.
 */

import { ENGLISH_FORM_MESSAGES, type FormMessages } from '@escrova/schemas/form-messages/index'
import {
  emptyApplication,
  normaliseApplication,
  validateApplication,
  type WaitListApplicationInput,
} from '@escrova/schemas/wait-list'
import type { FieldMessages } from '../http/errors.ts'
import {
  addRuleMessages,
  emptyFieldMessages,
  hasFields,
  readConsent,
  readTextFields,
  reportUnknownFields,
} from '../http/fields.ts'

const TEXT_FIELDS = ['fullName', 'email', 'phone', 'location', 'otherNeed'] as const
const LIST_FIELDS = ['keyNeeds', 'platforms'] as const
export const WAIT_LIST_FIELDS = [...TEXT_FIELDS, ...LIST_FIELDS, 'consent', 'idempotencyKey'] as const

/** No real selection is longer than the option list; anything past this is not a person choosing options. */
const MAX_LIST_LENGTH = 20

export type ApplicationCheck =
  | { ok: true; value: WaitListApplicationInput }
  | { ok: false; fields: FieldMessages }

export function checkApplication(
  body: Record<string, unknown>,
  messages: FormMessages = ENGLISH_FORM_MESSAGES,
): ApplicationCheck {
  const fields = emptyFieldMessages()
  reportUnknownFields(body, WAIT_LIST_FIELDS, fields, messages.fields)
  const values = emptyApplication()

  readTextFields(body, TEXT_FIELDS, { multiline: 'otherNeed' }, values, fields, messages.fields)

  for (const name of LIST_FIELDS) {
    const value = body[name]
    if (value === undefined || value === null) continue
    if (
      !Array.isArray(value) ||
      value.length > MAX_LIST_LENGTH ||
      value.some((item) => typeof item !== 'string')
    ) {
      fields[name] = messages.fields.notList
    } else values[name] = value as string[]
  }

  const consent = readConsent(body, fields, messages.fields)
  if (consent !== undefined) values.consent = consent

  // The shared rules fill in what the shape checks left open (required fields, options, email form, consent).
  addRuleMessages(validateApplication(values, messages.waitList), fields)

  if (hasFields(fields)) return { ok: false, fields }
  return { ok: true, value: normaliseApplication(values) }
}
