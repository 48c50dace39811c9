/**
 * The visitor's language choice, kept on the device as the theme is (`theme.tsx`): in `localStorage` under
 * `language`, never a cookie, never sent. A first visit is offered the language its browser asks for
 * (`navigator.languages`, what it sends as `Accept-Language`); the page is never redirected.
 */
import { isLanguageCode, type LanguageCode, languageOf } from '@escrova/schemas/languages'

export const LANGUAGE_STORAGE_KEY = 'language'

export function storedLanguage(): LanguageCode | undefined {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY)
    return isLanguageCode(stored) ? stored : undefined
  } catch {
    return undefined
  }
}

export function rememberLanguage(language: LanguageCode) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language)
  } catch {
    // Private mode or storage disabled: the choice still applies to this page view.
  }
}

/** The first of the browser's languages the site shows (`pcm-NG` and `pcm` both ask for Pidgin). */
export function browserLanguage(
  asked: readonly string[],
  shown: readonly LanguageCode[],
): LanguageCode | undefined {
  for (const tag of asked) {
    const primary = tag.toLowerCase().split('-')[0]
    const found = shown.find((code) => languageOf(code).tag.toLowerCase() === primary)
    if (found) return found
  }
  return undefined
}

/** The language to offer on a page in `language`: a remembered choice wins over the browser's languages. */
export function languageToOffer(
  language: LanguageCode,
  shown: readonly LanguageCode[],
  asked: readonly string[],
): LanguageCode | undefined {
  const stored = storedLanguage()
  const wanted = stored ?? browserLanguage(asked, shown)
  return wanted && wanted !== language && shown.includes(wanted) ? wanted : undefined
}
