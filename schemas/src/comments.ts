/**
 * The comment rules: limits, counting, messages and the one `validateComment` the site's comment and reply forms,
 * the submissions function and the Studio's comment schema all call, so the three agree on every message. The spec
 * says only that name and text are required and email optional; the bounds keep a comment to what a person writes.
 * The visitor also ticks a box agreeing to their name and words being published, and the function keeps that
 * consent with the comment (`consent.ts`), as it does for applications and tickets.
 */
import { isLongerThan } from './characters.ts'
import { isValidEmail } from './email.ts'
import { COMMENT_LIMITS } from './form-limits.ts'
import { comment } from './form-messages/compiled/en.ts'
import type { FormMessages } from './form-messages/index.ts'

export { characterCount } from './characters.ts'

export { COMMENT_LIMITS }

export const MODERATION_STATUSES = ['pending', 'approved', 'rejected', 'spam'] as const
export type ModerationStatus = (typeof MODERATION_STATUSES)[number]

/** The rules' and the form's messages in one language (`form-messages/`); English unless a caller passes another. */
export type CommentMessages = Pick<
  FormMessages['comment'],
  | 'nameRequired'
  | 'nameTooLong'
  | 'textRequired'
  | 'textTooLong'
  | 'emailInvalid'
  | 'consentRequired'
  | 'awaitingModeration'
  | 'sendFailed'
>

export const COMMENT_MESSAGES: CommentMessages = {
  nameRequired: comment.nameRequired,
  nameTooLong: comment.nameTooLong,
  textRequired: comment.textRequired,
  textTooLong: comment.textTooLong,
  emailInvalid: comment.emailInvalid,
  consentRequired: comment.consentRequired,
  awaitingModeration: comment.awaitingModeration,
  sendFailed: comment.sendFailed,
}

/** The consent box's words, kept on each comment with their version: change them and new comments show the change. */
export const COMMENT_CONSENT_LABEL = comment.consentLabel

const LINK_PATTERN = /(https?:\/\/|www\.)\S+/gi

export function countLinks(text: string): number {
  return text.match(LINK_PATTERN)?.length ?? 0
}

/** Filed straight as spam (the visitor still gets the usual answer): a filled honeypot or too many links. */
export function isSpam(signals: { honeypot: boolean; linkCount: number }): boolean {
  return signals.honeypot || signals.linkCount > COMMENT_LIMITS.maxLinks
}

export interface CommentInput {
  name: string
  text: string
  /** Optional; checked when given, never stored. */
  email: string
  /** The consent box: never pre-ticked, required. */
  consent: boolean
}

export type CommentField = keyof CommentInput
export type CommentFieldErrors = Partial<Record<CommentField, string>>

/** The field messages for a comment or reply (values are trimmed first); empty when it may be sent. */
export function validateComment(
  values: CommentInput,
  messages: CommentMessages = COMMENT_MESSAGES,
): CommentFieldErrors {
  const errors: CommentFieldErrors = {}
  const name = values.name.trim()
  const text = values.text.trim()
  const email = values.email.trim()

  if (!name) errors.name = messages.nameRequired
  else if (isLongerThan(name, COMMENT_LIMITS.name)) errors.name = messages.nameTooLong

  if (!text) errors.text = messages.textRequired
  else if (isLongerThan(text, COMMENT_LIMITS.text)) errors.text = messages.textTooLong

  if (email && !isValidEmail(email)) {
    errors.email = messages.emailInvalid
  }
  if (values.consent !== true) errors.consent = messages.consentRequired
  return errors
}
