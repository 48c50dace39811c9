/**
 * The forms' words in the page's language (`@escrova/schemas/form-messages`): a page in another language provides
 * them once loaded; anywhere else the forms speak English. A form whose language has no words of its own yet marks
 * itself `lang="en"`, so a screen reader says it in English on a page in another language.
 */
import type { FormMessages } from '@escrova/schemas/form-messages/index'
import { DEFAULT_LANGUAGE, type LanguageCode } from '@escrova/schemas/languages'
import { createContext, useContext } from 'react'

export interface FormWords {
  language: LanguageCode
  /** The page's forms' words; unset on an English page, where each form uses its own English words. */
  words?: Partial<FormMessages>
  /** The `lang` of a form whose words fell back to English on a page in another language. */
  fallbackLang?: 'en'
}

const FormWordsContext = createContext<FormWords>({ language: DEFAULT_LANGUAGE })

export const FormWordsProvider = FormWordsContext.Provider

export function useFormWords(): FormWords {
  return useContext(FormWordsContext)
}
