/**
 * Dates in the readers' time zone (Lagos), fixed so the pre-rendered HTML and the browser render the same text
 * whatever zone the build machine or the visitor's device is in, and in the page's language
 * (`@escrova/schemas/language-format`: a browser without the language's locale data writes Nigerian English, so
 * the `<time>` elements keep the server's text through hydration).
 */
import { intlLocaleFor } from '@escrova/schemas/language-format'
import { DEFAULT_LANGUAGE, type LanguageCode } from '@escrova/schemas/languages'

const ZONE = 'Africa/Lagos'

interface Formats {
  day: Intl.DateTimeFormat
  month: Intl.DateTimeFormat
  long: Intl.DateTimeFormat
}

const formats = new Map<LanguageCode, Formats>()

function formatsFor(language: LanguageCode): Formats {
  const found = formats.get(language)
  if (found) return found
  const locale = intlLocaleFor(language)
  const made = {
    day: new Intl.DateTimeFormat(locale, { day: '2-digit', timeZone: ZONE }),
    month: new Intl.DateTimeFormat(locale, { month: 'short', timeZone: ZONE }),
    long: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: ZONE }),
  }
  formats.set(language, made)
  return made
}

function valid(iso: string | null | undefined): Date | null {
  if (!iso) return null
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : date
}

export function dayAndMonth(
  iso: string | null | undefined,
  language: LanguageCode = DEFAULT_LANGUAGE,
): { day: string; month: string } | null {
  const date = valid(iso)
  const { day, month } = formatsFor(language)
  return date ? { day: day.format(date), month: month.format(date) } : null
}

export function longDate(iso: string | null | undefined, language: LanguageCode = DEFAULT_LANGUAGE): string {
  const date = valid(iso)
  return date ? formatsFor(language).long.format(date) : ''
}

/** `2024-05-01` → `May 2024` (UTC, so the server and the browser agree on the month). */
export function monthAndYear(date: string, language: LanguageCode = DEFAULT_LANGUAGE): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString(intlLocaleFor(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
}
