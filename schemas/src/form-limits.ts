/**
 * The forms' length bounds in characters (code points: `characters.ts`). The spec gives none, so these keep every
 * field to what a person could type. Their own module because the rules (`wait-list.ts`, `comments.ts`,
 * `support.ts`) and the messages that quote them (`form-messages/`) both need them.
 */
import { EMAIL_MAX_LENGTH } from './email.ts'

export const WAIT_LIST_LIMITS = {
  fullName: 120,
  email: EMAIL_MAX_LENGTH,
  phone: 32,
  otherNeed: 500,
} as const

export const COMMENT_LIMITS = {
  name: 80,
  text: 2000,
  email: EMAIL_MAX_LENGTH,
  /** More links than this files the comment as spam. */
  maxLinks: 2,
} as const

export const SUPPORT_LIMITS = { name: 120, email: EMAIL_MAX_LENGTH, message: 5000 } as const
