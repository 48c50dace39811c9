/**
 * Small checks shared by the submission validators: unknown fields, control characters, well-formed text. Each says
 * what is wrong in the words it is given (the visitor's language: `@escrova/schemas/form-messages`), English by
 * default (the staff routes and the beacon).
 */
import { ENGLISH_FORM_MESSAGES, type FormMessages } from '@escrova/schemas/form-messages/index'
import type { FieldMessages } from './errors.ts'

// C0 controls other than tab, line feed and carriage return, DEL, and the C1 range: never part of what a person types.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this pattern's job.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/
const LINE_BREAKS = /[\n\r\t]/
// A lone UTF-16 surrogate (JSON allows `"\ud800"`) is not text and cannot be stored faithfully.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

export type FieldWords = FormMessages['fields']
/** The English words: the field checks' default. */
export const FIELD_MESSAGES: FieldWords = ENGLISH_FORM_MESSAGES.fields

/** A null-prototype map, so a field named `__proto__` is just a key. */
export function emptyFieldMessages(): FieldMessages {
  return Object.create(null) as FieldMessages
}

export function reportUnknownFields(
  body: Record<string, unknown>,
  allowed: readonly string[],
  into: FieldMessages,
  words: FieldWords = FIELD_MESSAGES,
) {
  for (const key of Object.keys(body)) if (!allowed.includes(key)) into[key] = words.unknown
}

/** Why a string cannot be stored as typed text, or undefined when it can. */
export function textProblem(
  value: string,
  { multiline }: { multiline: boolean },
  words: FieldWords = FIELD_MESSAGES,
): string | undefined {
  if (LONE_SURROGATE.test(value)) return words.malformed
  if (CONTROL_CHARACTERS.test(value)) return words.control
  if (!multiline && LINE_BREAKS.test(value)) return words.control
  return undefined
}

/**
 * Each present field of `names` that is storable text, copied into `values`; for any other, why not into `into`.
 * Absent and null fields are left for the shared rules to judge (most are required there).
 */
export function readTextFields<Name extends string>(
  body: Record<string, unknown>,
  names: readonly Name[],
  { multiline }: { multiline: Name },
  values: Record<Name, string>,
  into: FieldMessages,
  words: FieldWords = FIELD_MESSAGES,
) {
  for (const name of names) {
    const value = body[name]
    if (value === undefined || value === null) continue
    if (typeof value !== 'string') {
      into[name] = words.notText
      continue
    }
    const problem = textProblem(value, { multiline: name === multiline }, words)
    if (problem) into[name] = problem
    else values[name] = value
  }
}

/** The `consent` box: true or false when sent, undefined when not (the shared rules then ask for it). */
export function readConsent(
  body: Record<string, unknown>,
  into: FieldMessages,
  words: FieldWords = FIELD_MESSAGES,
): boolean | undefined {
  if (body.consent === undefined || body.consent === null) return undefined
  if (typeof body.consent === 'boolean') return body.consent
  into.consent = words.notBoolean
  return undefined
}

/** Whether the honeypot (`website`, hidden from people) was filled in: only bots do. */
export function readHoneypot(
  body: Record<string, unknown>,
  into: FieldMessages,
  words: FieldWords = FIELD_MESSAGES,
): boolean {
  if (body.website === undefined || body.website === null) return false
  if (typeof body.website === 'string') return body.website.trim() !== ''
  into.website = words.notText
  return false
}

/** The shared rules' messages, for fields the shape checks found nothing wrong with. */
export function addRuleMessages(rules: Record<string, string | undefined>, into: FieldMessages) {
  for (const [name, message] of Object.entries(rules)) if (!into[name] && message) into[name] = message
}

export function hasFields(messages: FieldMessages): boolean {
  return Object.keys(messages).length > 0
}
