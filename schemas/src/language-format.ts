/**
 * The locale `Intl` formats a language's dates, numbers and naira amounts with. Node's ICU has every language's
 * Nigerian locale (`pcm-NG`: "5 Mach 2026"); Chromium's trimmed ICU has only `en-NG` of them, and would fall back to
 * American English ("March 5, 2026", "NGN 1,000"). So a runtime without the language's locale formats as Nigerian
 * English: the same day-month-year order and the same ₦.
 */
import { DEFAULT_LANGUAGE, type LanguageCode, languageOf } from './languages.ts'

const FALLBACK_LOCALE = languageOf(DEFAULT_LANGUAGE).intlLocale

export function intlLocaleFor(language: LanguageCode): string {
  const wanted = languageOf(language).intlLocale
  return Intl.DateTimeFormat.supportedLocalesOf([wanted]).length > 0 ? wanted : FALLBACK_LOCALE
}
