/**
 * The one alternative-text rule, for every image editors give the site (a post's main image and the images in its
 * body, partner logos, testimonial photos, author photos): an image that is there has words for people who cannot see
 * it, short enough for a screen reader to read in one go. The Studio's image fields check it
 * (`schemaTypes/objects/altText.ts`); the site shows the words, trimmed, or treats the image as decorative.
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

/** The `alt` attribute the site writes: the editors' words, trimmed; `fallback` ('' for decorative) when none. */
export function altAttribute(alt: string | null | undefined, fallback = ''): string {
  return alt?.trim() || fallback
}
