/**
 * The comment rules: limits, counting, messages and the one `validateComment` the site's comment and reply forms,
 * the submissions function and the Studio's comment schema all call, so the three agree on every message. The spec
 * says only that name and text are required and email optional; the bounds keep a comment to what a person writes.
 * The visitor also ticks a box agreeing to their name and words being published, and the function keeps that
 * consent with the comment (`consent.ts`), as it does for applications and tickets.
 */
import { isLongerThan } from './characters.ts'
import { EMAIL_MAX_LENGTH, isValidEmail } from './email.ts'

export { characterCount } from './characters.ts'

/** In characters (code points: `characters.ts`). */
export const COMMENT_LIMITS = {
  name: 80,
  text: 2000,
  email: EMAIL_MAX_LENGTH,
  /** More links than this files the comment as spam. */
  maxLinks: 2,
} as const
export const MODERATION_STATUSES = ['pending', 'approved', 'rejected', 'spam'] as const
export type ModerationStatus = (typeof MODERATION_STATUSES)[number]

export const COMMENT_MESSAGES = {
  nameRequired: 'Name is required.',
  nameTooLong: `Name must be at most ${COMMENT_LIMITS.name} characters.`,
  textRequired: 'Comment is required.',
  textTooLong: `Comment must be at most ${COMMENT_LIMITS.text} characters.`,
  emailInvalid: 'Enter a valid email address.',
  consentRequired: 'Tick the box to agree to your name and comment being published.',
  awaitingModeration: 'Thank you! Your comment is awaiting moderation and will appear once approved.',
  sendFailed: 'Your comment could not be sent. Please check your connection and try again.',
} as const

/** The consent box's words, kept on each comment with their version: change them and new comments show the change. */
export const COMMENT_CONSENT_LABEL =
  'I agree that Escrova may show this comment and who wrote it on this page once a moderator approves it.'

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
export function validateComment(values: CommentInput): CommentFieldErrors {
  const errors: CommentFieldErrors = {}
  const name = values.name.trim()
  const text = values.text.trim()
  const email = values.email.trim()

  if (!name) errors.name = COMMENT_MESSAGES.nameRequired
  else if (isLongerThan(name, COMMENT_LIMITS.name)) errors.name = COMMENT_MESSAGES.nameTooLong

  if (!text) errors.text = COMMENT_MESSAGES.textRequired
  else if (isLongerThan(text, COMMENT_LIMITS.text)) errors.text = COMMENT_MESSAGES.textTooLong

  if (email && !isValidEmail(email)) {
    errors.email = COMMENT_MESSAGES.emailInvalid
  }
  if (values.consent !== true) errors.consent = COMMENT_MESSAGES.consentRequired
  return errors
}
