/**
 * The forms' words in each language, from the one catalogue (`en.ts`, a file per translated language, ICU
 * MessageFormat), formatted by FormatJS ahead of time (`compile.ts`, `compiled/`). English is built in; another
 * language's words are loaded on demand, so a browser downloads only its visitor's language; a language without words
 * of its own speaks English.
 */
import type { LanguageCode } from '../languages.ts'
import { words as english } from './compiled/en.ts'
import { TRANSLATED_FORMS } from './compiled/translated.ts'
import type { FormCatalogue } from './en.ts'

export type { FormCatalogue as FormMessages }
export type FormName = keyof FormCatalogue

/** The English words, at once: the Studio's validation and every default. */
export const ENGLISH_FORM_MESSAGES: FormCatalogue = english

const loaded = new Map<LanguageCode, Promise<FormCatalogue>>()

/** A language's words for the forms; English where it has none of its own. */
export function loadFormMessages(code: LanguageCode): Promise<FormCatalogue> {
  if (!hasOwnFormMessages(code)) return Promise.resolve(ENGLISH_FORM_MESSAGES)
  let messages = loaded.get(code)
  if (!messages) {
    messages = loadFormWords(code, Object.keys(english) as FormName[]) as Promise<FormCatalogue>
    loaded.set(code, messages)
  }
  return messages
}

/** Whether a language has its own words for the forms (else a form in it speaks English and says so with `lang`). */
export function hasOwnFormMessages(code: LanguageCode): boolean {
  return TRANSLATED_FORMS[code] !== undefined
}

/**
 * The words of some forms in a language with words of its own (none for English or a language without: each form
 * then says its own English). Each form's words are a module (`compiled/<language>/<form>.ts`), so a page's data, or
 * a browser navigating to it, carries only the forms it shows.
 */
export async function loadFormWords<Form extends FormName>(
  code: LanguageCode,
  forms: readonly Form[],
): Promise<Pick<FormCatalogue, Form> | undefined> {
  // The generated list holds every language with words of its own, English never (`compiled/translated.ts`).
  const loaders = TRANSLATED_FORMS[code]
  if (!loaders) return undefined
  const entries = await Promise.all(forms.map(async (form) => [form, await loaders[form]()] as const))
  return Object.fromEntries(entries) as Pick<FormCatalogue, Form>
}

export { formatMessage } from './format.ts'
