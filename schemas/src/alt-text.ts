/**
 * The one alternative-text rule, for every image editors give the site (a post's main image and the images in its
 * body, partner logos, testimonial photos, author photos): an image that is there has words for people who cannot see
 * it, short enough for a screen reader to read in one go. The Studio's image fields check it
 * (`schemaTypes/objects/altText.ts`); the site writes the words, trimmed, or treats the image as decorative
 * (`alt-attribute.ts`, apart so the pages that show images do not carry the rule and its count).
 */
import { isLongerThan } from './characters.ts'

/** In characters (code points: `characters.ts`). */
export const ALT_TEXT_MAX = 120

export const ALT_TEXT_MESSAGES = {
  required: 'Describe the image for people who cannot see it (alternative text is required).',
  tooLong: `Alternative text: at most ${ALT_TEXT_MAX} characters, so it fits the design.`,
} as const

/** The message for an image's alternative text, or undefined when it passes (or there is no image to describe). */
export function altTextProblem(alt: unknown, hasImage: boolean): string | undefined {
  if (!hasImage) return undefined
  const words = typeof alt === 'string' ? alt.trim() : ''
  if (!words) return ALT_TEXT_MESSAGES.required
  if (isLongerThan(words, ALT_TEXT_MAX)) return ALT_TEXT_MESSAGES.tooLong
  return undefined
}
