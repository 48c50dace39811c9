import type { Logger } from '../util/logger.ts'

/** Per-request values the middleware hands to the routes. */
export interface AppVariables {
  requestId: string
  /** The parsed JSON body (an object), set by the `jsonBody` middleware. */
  body: Record<string, unknown>
  log: Logger
}

export interface AppEnv {
  Variables: AppVariables
}
