import type { FormMessages } from '@escrova/schemas/form-messages/index'
import type { Logger } from '../util/logger.ts'

/** Per-request values the middleware hands to the routes. */
export interface AppVariables {
  requestId: string
  /** The parsed JSON body (an object), set by the `jsonBody` middleware. */
  body: Record<string, unknown>
  log: Logger
  /** The visitor's language code, set by Hono's language detector (`middleware/visitor-language.ts`). */
  language: string
  /** The forms' and the answers' words in the visitor's language (`middleware/visitor-language.ts`). */
  formMessages: FormMessages
}

export interface AppEnv {
  Variables: AppVariables
}
