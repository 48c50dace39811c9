/**
 * The site's languages: one entry each, read by the Studio (which languages a document can be translated into), the
 * site (URL prefix, `<html lang>`, `hreflang`, `og:locale`, dates and naira amounts) and the function (the language a
 * refused field is answered in). Adding a language is one entry here plus its translations: the site shows it to
 * visitors once its home page is translated (`visibleLanguages`), and hides it until then.
 */

export interface Language {
  /** The code in URLs (`/pcm/...`), documents' `language` field and the message catalogue. */
  code: string
  /** What its speakers call it: the language switcher shows this. */
  nativeName: string
  /** What the team calls it in the Studio. */
  title: string
  /** For `<html lang>`, `hreflang` and `lang` attributes. */
  tag: string
  /** Open Graph's `og:locale` (language_TERRITORY). */
  ogLocale: string
  /** For `Intl`: dates, numbers and naira amounts (ICU has each of these five, Nigerian region). */
  intlLocale: string
}

export const LANGUAGES = [
  {
    code: 'en',
    nativeName: 'English',
    title: 'English',
    tag: 'en',
    ogLocale: 'en_NG',
    intlLocale: 'en-NG',
  },
  {
    code: 'pcm',
    nativeName: 'Naijá',
    title: 'Nigerian Pidgin',
    tag: 'pcm',
    ogLocale: 'pcm_NG',
    intlLocale: 'pcm-NG',
  },
  { code: 'ha', nativeName: 'Hausa', title: 'Hausa', tag: 'ha', ogLocale: 'ha_NG', intlLocale: 'ha-NG' },
  {
    code: 'yo',
    nativeName: 'Èdè Yorùbá',
    title: 'Yoruba',
    tag: 'yo',
    ogLocale: 'yo_NG',
    intlLocale: 'yo-NG',
  },
  { code: 'ig', nativeName: 'Asụsụ Igbo', title: 'Igbo', tag: 'ig', ogLocale: 'ig_NG', intlLocale: 'ig-NG' },
] as const satisfies readonly Language[]

export type LanguageCode = (typeof LANGUAGES)[number]['code']

/** Every page exists in English; English stays at today's URLs, without a prefix. */
export const DEFAULT_LANGUAGE: LanguageCode = 'en'

export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((language) => language.code)

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value)
}

export function languageOf(code: LanguageCode): Language {
  const found = LANGUAGES.find((language) => language.code === code)
  if (!found) throw new Error(`unknown language ${code}`)
  return found
}

/** The languages other than English: those the Studio's translations and missing lists are about. */
export const TRANSLATION_LANGUAGES: readonly Language[] = LANGUAGES.filter(
  (language) => language.code !== DEFAULT_LANGUAGE,
)

/**
 * The languages visitors see: English, and each language whose home page is published (the codes of the published
 * home documents' `language`), in the order of `LANGUAGES`.
 */
export function visibleLanguages(publishedHomeLanguages: readonly (string | null)[]): LanguageCode[] {
  // A home page without a language is English's, and English is always shown.
  return LANGUAGE_CODES.filter((code) => code === DEFAULT_LANGUAGE || publishedHomeLanguages.includes(code))
}
