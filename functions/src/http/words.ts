/**
 * The words an answer is given in: the visitor's language, as `middleware/visitor-language.ts` found it for this
 * request, or English where it has not run (an answer made before it, or a route it does not cover).
 */
import { ENGLISH_FORM_MESSAGES, type FormMessages } from '@escrova/schemas/form-messages/index'
import type { Context } from 'hono'
import type { AppEnv } from './types.ts'

export function wordsOf<Env extends AppEnv>(c: Context<Env>): FormMessages {
  return (c.get('formMessages') as FormMessages | undefined) ?? ENGLISH_FORM_MESSAGES
}
