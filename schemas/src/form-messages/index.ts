/**
 * The one catalogue of the forms' words (`en.ts`, and a file per translated language), formatted by FormatJS's
 * `intl-messageformat` (ICU MessageFormat, the syntax translators' tools read) for a language's locale. English is
 * built in; another language's file is loaded on demand, so a browser downloads only its visitor's language, and a key
 * a language lacks is said in English.
 */
import { IntlMessageFormat } from 'intl-messageformat'
import { COMMENT_LIMITS, SUPPORT_LIMITS, WAIT_LIST_LIMITS } from '../form-limits.ts'
import { DEFAULT_LANGUAGE, type LanguageCode, languageOf } from '../languages.ts'
import { BRAND_NAME } from '../settings.ts'
import { en, type FormCatalogue } from './en.ts'

export type { FormCatalogue as FormMessages }

type Translation = { [Form in keyof FormCatalogue]?: Partial<FormCatalogue[Form]> }

/** The languages with their own words for the forms; any other speaks English here. */
const TRANSLATIONS: Partial<Record<LanguageCode, () => Promise<Translation>>> = {
  pcm: () => import('./pcm.ts').then((module) => module.pcm),
}

/** What the messages quote: the brand and the limits the rules enforce. */
const ARGUMENTS = {
  brand: BRAND_NAME,
  fullNameMax: WAIT_LIST_LIMITS.fullName,
  otherNeedMax: WAIT_LIST_LIMITS.otherNeed,
  nameMax: COMMENT_LIMITS.name,
  textMax: COMMENT_LIMITS.text,
  messageMax: SUPPORT_LIMITS.message,
}

/** Keys whose argument only the caller knows (`{reason}`): left as ICU for `formatMessage`. */
const CALL_TIME_ARGUMENT = /\{reason\}/

function formatted(code: LanguageCode, translation: Translation): FormCatalogue {
  const locale = languageOf(code).intlLocale
  const forms = Object.keys(en) as (keyof FormCatalogue)[]
  return Object.fromEntries(
    forms.map((form) => {
      const english: Record<string, string> = en[form]
      const own: Record<string, string | undefined> = translation[form] ?? {}
      const entries = Object.keys(english).map((key) => {
        const source = own[key] ?? english[key]
        if (CALL_TIME_ARGUMENT.test(source)) return [key, source]
        return [key, String(new IntlMessageFormat(source, locale).format(ARGUMENTS))]
      })
      return [form, Object.fromEntries(entries)]
    }),
  ) as FormCatalogue
}

/** The English words, at once: the Studio's validation and every default. */
export const ENGLISH_FORM_MESSAGES: FormCatalogue = formatted(DEFAULT_LANGUAGE, {})

const loaded = new Map<LanguageCode, Promise<FormCatalogue>>()

/** A language's words for the forms; English where it has none of its own. */
export function loadFormMessages(code: LanguageCode): Promise<FormCatalogue> {
  const load = TRANSLATIONS[code]
  if (!load) return Promise.resolve(ENGLISH_FORM_MESSAGES)
  let messages = loaded.get(code)
  if (!messages) {
    messages = load().then((translation) => formatted(code, translation))
    loaded.set(code, messages)
  }
  return messages
}

/** Whether a language has its own words for the forms (else a form in it speaks English and says so with `lang`). */
export function hasOwnFormMessages(code: LanguageCode): boolean {
  return TRANSLATIONS[code] !== undefined
}

/** A message with a value only known when it is said: `refused` with the function's `reason`. */
export function formatMessage(code: LanguageCode, message: string, values: Record<string, string>): string {
  return String(new IntlMessageFormat(message, languageOf(code).intlLocale).format(values))
}
