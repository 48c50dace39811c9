import {
  emptyApplication,
  STEP_1_FIELDS,
  validateStep1,
  validateStep2,
  type WaitListApplicationInput,
  type WaitListField,
} from '@escrova/schemas/wait-list'
import type { CustomValidator } from 'sanity'
import { fromCleanRule } from './resetRule'

/**
 * Adapter from Sanity's per-field validation to the shared wait-list rules: the Studio shows exactly the messages the
 * site form and the function give, because all three call `validateStep1` / `validateStep2`. No message is copied here.
 */

function coerce<F extends WaitListField>(field: F, value: unknown): WaitListApplicationInput[F] {
  const fallback = emptyApplication()[field]
  if (typeof fallback === 'string')
    return (typeof value === 'string' ? value : '') as WaitListApplicationInput[F]
  if (Array.isArray(fallback)) {
    const items = Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
    return items as WaitListApplicationInput[F]
  }
  return (value === true) as WaitListApplicationInput[F]
}

/** The form's view of a stored application: missing fields read as the empty form's values. */
export function applicationFromDocument(
  document: Record<string, unknown> | undefined,
): WaitListApplicationInput {
  const application = emptyApplication()
  for (const field of Object.keys(application) as WaitListField[]) {
    Object.assign(application, { [field]: coerce(field, document?.[field]) })
  }
  return application
}

/** The shared rules' message for one field, or undefined when the field passes. */
export function waitListFieldError(
  field: WaitListField,
  value: unknown,
  document?: Record<string, unknown>,
): string | undefined {
  // The field's own value wins over the document's so the check also works outside a document (e.g. a dialog).
  const application = { ...applicationFromDocument(document), [field]: coerce(field, value) }
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
