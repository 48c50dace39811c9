import { type CommentField, validateComment } from '@escrova/schemas/comments'
import type { CustomValidator } from 'sanity'
import { fromCleanRule } from './resetRule'

/**
 * Adapter from Sanity's per-field validation to the shared comment rules: the Studio shows exactly the messages the
 * site's form and the function give, counted the same way, because all three call `validateComment`. No message or
 * limit is copied here.
 */
export function commentFieldError(field: CommentField, value: unknown): string | undefined {
  // Each field alone: the others are given valid stand-ins so only this field's message can come back.
  const values = { name: 'x', text: 'x', email: '', consent: true }
  return validateComment({
    ...values,
    [field]: field === 'consent' ? value === true : typeof value === 'string' ? value : '',
  })[field]
}

export function commentFieldRule(field: CommentField) {
  const validator: CustomValidator<unknown> = (value) => commentFieldError(field, value) ?? true
  return <R>(rule: R): R => fromCleanRule(rule, (clean) => clean.custom(validator))
}
