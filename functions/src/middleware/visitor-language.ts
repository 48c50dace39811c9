/**
 * The language a submission is answered in: the request's `Accept-Language` (the site's forms send the page's
 * language there; a browser sends its own), matched by Hono's language detector against the site's languages, English
 * when none matches. The route's checker then refuses fields in that language's words (`@escrova/schemas/form-messages`),
 * and the answer says which with `Content-Language`. Nothing is remembered: no cookie.
 */
import { loadFormMessages } from '@escrova/schemas/form-messages/index'
import { DEFAULT_LANGUAGE, isLanguageCode, LANGUAGE_CODES } from '@escrova/schemas/languages'
import { createMiddleware } from 'hono/factory'
import { languageDetector } from 'hono/language'
import type { AppEnv } from '../http/types.ts'

const detect = languageDetector({
  order: ['header'],
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
