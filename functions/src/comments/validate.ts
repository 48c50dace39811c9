/**
 * A comment submission, checked by the shared `validateComment` (`@escrova/schemas/comments`, the form's and the
 * Studio's rules too) plus what only a raw request can get wrong. Returns the clean values or field messages; the
 * email is never stored as it is (the route keeps only its keyed hash). The consent box must be ticked (`consent: true`).
 */
import { validateComment } from '@escrova/schemas/comments'
import { ENGLISH_FORM_MESSAGES, type FormMessages } from '@escrova/schemas/form-messages/index'
import { ApiError, type FieldMessages } from '../http/errors.ts'
import {
  emptyFieldMessages,
  type FieldWords,
  hasFields,
  readConsent,
  readHoneypot,
  reportUnknownFields,
  textProblem,
} from '../http/fields.ts'

export const COMMENT_FIELDS = [
  'post',
  'parent',
  'name',
  'text',
  'email',
  'consent',
  'website',
  'idempotencyKey',
] as const

/** Post ids and slugs, comment ids: what Sanity generates, never a path (`drafts.`) or anything stranger. */
const REFERENCE = /^[A-Za-z0-9_-]{1,200}$/

/** A comment request that passed the checks: what the route stores (or files as spam). */
export interface CheckedComment {
  post: string
  parent?: string
  name: string
  text: string
  /** Optional; never stored as it is (`route.ts` keeps a keyed hash for data-rights requests). Empty when not given. */
  email: string
  /** The honeypot (`website`): people never see it, bots fill it. */
  honeypot: boolean
  /** The visitor ticked the consent box (the rules refuse a comment without it). */
  consent: true
}

export type CommentCheck = { ok: true; value: CheckedComment } | { ok: false; fields: FieldMessages }

/** The text of an optional string field, or why it is not text. */
function textOf(value: unknown, words: FieldWords): { value: string; problem?: string } {
  if (value === undefined || value === null) return { value: '' }
  if (typeof value !== 'string') return { value: '', problem: words.notText }
  return { value }
}

export function checkComment(
  body: Record<string, unknown>,
  messages: FormMessages = ENGLISH_FORM_MESSAGES,
): CommentCheck {
  const fields = emptyFieldMessages()
  const words = messages.fields
  reportUnknownFields(body, COMMENT_FIELDS, fields, words)

  let post: string | undefined
  if (body.post === undefined || body.post === null || body.post === '')
    fields.post = messages.comment.postRequired
  else if (typeof body.post !== 'string') fields.post = words.notText
  else if (!REFERENCE.test(body.post.trim())) fields.post = messages.comment.postUnknown
  else post = body.post.trim()

  let parent: string | undefined
  if (body.parent !== undefined && body.parent !== null && body.parent !== '') {
    if (typeof body.parent !== 'string') fields.parent = words.notText
    else if (!REFERENCE.test(body.parent)) fields.parent = messages.comment.parentUnknown
    else parent = body.parent
  }

  // The form's own rules and messages first; then what only arrives over the wire: non-text, control characters.
  const typed = {
    name: textOf(body.name, words),
    text: textOf(body.text, words),
    email: textOf(body.email, words),
  }
  const consent = readConsent(body, fields, words)
  const ruleErrors = validateComment(
    {
      name: typed.name.value,
      text: typed.text.value,
      email: typed.email.value,
      consent: consent === true,
    },
    messages.comment,
  )
  for (const field of ['name', 'text', 'email'] as const) {
    const trimmed = typed[field].value.trim()
    const problem =
      typed[field].problem ??
      ruleErrors[field] ??
      textProblem(trimmed, { multiline: field === 'text' }, words)
    if (problem) fields[field] = problem
  }

  if (!fields.consent && ruleErrors.consent) fields.consent = ruleErrors.consent
  const honeypot = readHoneypot(body, fields, words)

  if (hasFields(fields) || !post) return { ok: false, fields }
  return {
    ok: true,
    value: {
      post,
      parent,
      name: typed.name.value.trim(),
      text: typed.text.value.trim(),
      email: typed.email.value.trim(),
      honeypot,
      consent: true,
    },
  }
}

/**
 * The post is missing or the site does not show it (no title, slug or category, or not yet due): 404, nothing stored.
 * One answer for both, as the site gives one page not found for both.
 */
export const postNotFound = (messages: FormMessages = ENGLISH_FORM_MESSAGES): ApiError =>
  new ApiError(404, 'post_not_found', messages.comment.postUnknown, { post: messages.comment.postUnknown })
