/**
 * What every form takes as an email address (wait-list, comments, support, data-rights requests), with its one length
 * limit. Its own module so a form that only needs this check does not carry the wait-list's rules and lists into its
 * page's bundle.
 */
import { isLongerThan } from './characters.ts'

/** The longest address mail systems deliver to (RFC 5321's path limit less its brackets). */
export const EMAIL_MAX_LENGTH = 254

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function isValidEmail(value: string): boolean {
  return !isLongerThan(value, EMAIL_MAX_LENGTH) && EMAIL_PATTERN.test(value)
}
