/**
 * The language a request is answered in: the `lang` query parameter when it names one of the site's languages (a
 * page may say its language explicitly: `POST /api/wait-list?lang=pcm`), else the request's `Accept-Language` (the
 * site's forms send the page's language there; a browser sends its own), matched by Hono's language detector, and
 * English when nothing matches. Every answer is then in that language's words (`@escrova/schemas/form-messages`): a
 * refused field, a body that is not JSON, too many requests, an unknown route, a store that is down. The answer says
 * which with `Content-Language`. Nothing is remembered: no cookie.
 */
import { loadFormMessages } from '@escrova/schemas/form-messages/index'
import { DEFAULT_LANGUAGE, isLanguageCode, LANGUAGE_CODES } from '@escrova/schemas/languages'
import { createMiddleware } from 'hono/factory'
import { languageDetector } from 'hono/language'
import type { AppEnv } from '../http/types.ts'

const detect = languageDetector({
  order: ['querystring', 'header'],
  lookupQueryString: 'lang',
  caches: false,
  supportedLanguages: [...LANGUAGE_CODES],
  fallbackLanguage: DEFAULT_LANGUAGE,
})

const loadMessages = createMiddleware<AppEnv>(async (c, next) => {
  const detected = c.get('language')
  const language = isLanguageCode(detected) ? detected : DEFAULT_LANGUAGE
  c.set('formMessages', await loadFormMessages(language))
  c.header('Content-Language', language)
  await next()
})

export function visitorLanguage() {
  return [detect, loadMessages] as const
}
