/**
 * The forms each page shows, and their words in the page's language for that page's data: a Pidgin page without a
 * form carries none of the catalogue, and one with a form only its own (with the words every form shares and the
 * outbox's, which a form hands over with a submission kept offline). The server's loaders call it; a browser's
 * navigation comes through `browser-form-words.ts`, and then loads just those forms' modules of its language.
 */
import { type FormName, loadFormWords } from '@escrova/schemas/form-messages/index'
import { languageOfRequest } from './language.ts'

const SHARED: FormName[] = ['common', 'outbox']

const PAGE_FORMS = {
  waitList: ['waitList', ...SHARED],
  contact: ['support', ...SHARED],
  post: ['comment', ...SHARED],
} satisfies Record<string, FormName[]>

export type PageWithForms = keyof typeof PAGE_FORMS

export async function formWordsOf(request: Request, page: PageWithForms) {
  return { formWords: await loadFormWords(languageOfRequest(request), PAGE_FORMS[page]) }
}
