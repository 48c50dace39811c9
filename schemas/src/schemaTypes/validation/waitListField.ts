import {
  applicationFromDocument,
  coerceField,
  STEP_1_FIELDS,
  validateStep1,
  validateStep2,
  type WaitListField,
} from '@escrova/schemas/wait-list'
import type { CustomValidator } from 'sanity'
import { fromCleanRule } from './resetRule'

/**
 * Adapter from Sanity's per-field validation to the shared wait-list rules: the Studio shows exactly the messages the
 * site form and the function give, because all three call `validateStep1` / `validateStep2`. No message is copied here.
 */

/** The shared rules' message for one field, or undefined when the field passes. */
export function waitListFieldError(
  field: WaitListField,
  value: unknown,
  document?: Record<string, unknown>,
): string | undefined {
  // The field's own value wins over the document's so the check also works outside a document (e.g. a dialog).
  const application = { ...applicationFromDocument(document), [field]: coerceField(field, value) }
  const isStep1 = (STEP_1_FIELDS as readonly WaitListField[]).includes(field)
  const errors = isStep1 ? validateStep1(application) : validateStep2(application)
  return errors[field]
}

export function waitListFieldValidator(field: WaitListField): CustomValidator<unknown> {
  return (value, context) => waitListFieldError(field, value, context.document) ?? true
}

/**
 * The whole validation of an applicant field. `reset()` drops the check Sanity infers from `options.list` ("Value
 * did not match any allowed values") so a bad state or need shows the spec's message alone.
 */
export function waitListFieldRule(field: WaitListField) {
  return <R>(rule: R): R => fromCleanRule(rule, (clean) => clean.custom(waitListFieldValidator(field)))
}
