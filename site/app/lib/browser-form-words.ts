/**
 * The words of a page's forms on a navigation in the browser (the routes' `clientLoader`): nothing to load on an
 * English page, where each form says its own; in another language, `page-form-words.ts` and the forms' modules of
 * that language load then, so no page's first load carries them.
 */
import { DEFAULT_LANGUAGE } from '@escrova/schemas/languages'
import { languageOfRequest } from './language.ts'
import type { PageWithForms } from './page-form-words.ts'

export async function browserFormWords(request: Request, page: PageWithForms) {
  if (languageOfRequest(request) === DEFAULT_LANGUAGE) return { formWords: undefined }
  const { formWordsOf } = await import('./page-form-words.ts')
  return formWordsOf(request, page)
}
