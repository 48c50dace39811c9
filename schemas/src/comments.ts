/**
 * Comment rules shared by the site's comment forms and the submissions function. The spec says only that name and
 * text are required and email optional; the bounds keep a comment to what a person writes.
 */
export const COMMENT_LIMITS = {
  name: 80,
  text: 2000,
  email: 254,
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
  awaitingModeration: 'Thank you! Your comment is awaiting moderation and will appear once approved.',
  sendFailed: 'Your comment could not be sent. Please check your connection and try again.',
} as const

const LINK_PATTERN = /(https?:\/\/|www\.)\S+/gi

export function countLinks(text: string): number {
  return text.match(LINK_PATTERN)?.length ?? 0
}
