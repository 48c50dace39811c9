/**
 * A comment submission, checked against the shared rules (`@escrova/schemas/comments`). Returns the clean values or
 * field messages; the email is checked and then dropped, it is never stored.
 */
import { COMMENT_LIMITS, COMMENT_MESSAGES } from '@escrova/schemas/comments'
import { isValidEmail } from '@escrova/schemas/wait-list'
import type { FieldMessages } from '../http/errors.ts'
import { FIELD_MESSAGES, fieldMessages, hasFields, reportUnknownFields, textProblem } from '../http/fields.ts'

export const COMMENT_FIELDS = [
  'post',
  'parent',
  'name',
  'text',
  'email',
  'website',
  'idempotencyKey',
] as const

export const COMMENT_REFERENCE_MESSAGES = {
  postRequired: 'Choose the post to comment on.',
  postUnknown: 'This post does not exist or is not published.',
  parentUnknown: 'The comment you are replying to does not exist on this post.',
} as const

/** Post ids and slugs, comment ids: what Sanity generates, never a path (`drafts.`) or anything stranger. */
const REFERENCE = /^[A-Za-z0-9_-]{1,200}$/

export interface CommentInput {
  post: string
  parent?: string
  name: string
  text: string
  /** The honeypot (`website`): people never see it, bots fill it. */
  honeypot: boolean
}

export type CommentCheck = { ok: true; value: CommentInput } | { ok: false; fields: FieldMessages }

function boundedText(
  value: unknown,
  messages: { required: string; tooLong: string },
  max: number,
  multiline: boolean,
): { value?: string; problem?: string } {
  if (value === undefined || value === null) return { problem: messages.required }
  if (typeof value !== 'string') return { problem: FIELD_MESSAGES.notText }
  const trimmed = value.trim()
  if (!trimmed) return { problem: messages.required }
  const problem = textProblem(trimmed, { multiline })
  if (problem) return { problem }
  if ([...trimmed].length > max) return { problem: messages.tooLong }
  return { value: trimmed }
}

export function checkComment(body: Record<string, unknown>): CommentCheck {
  const fields = fieldMessages()
  reportUnknownFields(body, COMMENT_FIELDS, fields)

  let post: string | undefined
  if (body.post === undefined || body.post === null || body.post === '')
    fields.post = COMMENT_REFERENCE_MESSAGES.postRequired
  else if (typeof body.post !== 'string') fields.post = FIELD_MESSAGES.notText
  else if (!REFERENCE.test(body.post.trim())) fields.post = COMMENT_REFERENCE_MESSAGES.postUnknown
  else post = body.post.trim()

  let parent: string | undefined
  if (body.parent !== undefined && body.parent !== null && body.parent !== '') {
    if (typeof body.parent !== 'string') fields.parent = FIELD_MESSAGES.notText
    else if (!REFERENCE.test(body.parent)) fields.parent = COMMENT_REFERENCE_MESSAGES.parentUnknown
    else parent = body.parent
  }

  const name = boundedText(
    body.name,
    { required: COMMENT_MESSAGES.nameRequired, tooLong: COMMENT_MESSAGES.nameTooLong },
    COMMENT_LIMITS.name,
    false,
  )
  if (name.problem) fields.name = name.problem
  const text = boundedText(
    body.text,
    { required: COMMENT_MESSAGES.textRequired, tooLong: COMMENT_MESSAGES.textTooLong },
    COMMENT_LIMITS.text,
    true,
  )
  if (text.problem) fields.text = text.problem

  if (body.email !== undefined && body.email !== null) {
    if (typeof body.email !== 'string') fields.email = FIELD_MESSAGES.notText
    else {
      const email = body.email.trim()
      if (
        email &&
        (email.length > COMMENT_LIMITS.email ||
          !isValidEmail(email) ||
          textProblem(email, { multiline: false }))
      ) {
        fields.email = COMMENT_MESSAGES.emailInvalid
      }
    }
  }

  let honeypot = false
  if (body.website !== undefined && body.website !== null) {
    if (typeof body.website !== 'string') fields.website = FIELD_MESSAGES.notText
    else honeypot = body.website.trim() !== ''
  }

  if (hasFields(fields) || !post || !name.value || !text.value) return { ok: false, fields }
  return { ok: true, value: { post, parent, name: name.value, text: text.value, honeypot } }
}
