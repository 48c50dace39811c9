/** The app's last line: known errors keep their shape and status, anything else is logged and answered as a 500. */

import { formatMessage } from '@escrova/schemas/form-messages/index'
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { isStoreUnavailable } from './content/client.ts'
import { ApiError, storeUnavailable } from './http/errors.ts'
import type { AppEnv } from './http/types.ts'
import { wordsOf } from './http/words.ts'
import { errorFields, type Logger } from './util/logger.ts'

function respond(c: Context<AppEnv>, error: ApiError): Response {
  for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value)
  const body = error.toBody()
  // A down store is found deep in the content client, which knows no request: its words are given here.
  if (error.code === 'content_store_unavailable') body.error.message = wordsOf(c).request.storeUnavailable
  return c.json(body, error.status as ContentfulStatusCode)
}

export function onError(fallbackLogger: Logger) {
  return (error: Error, c: Context<AppEnv>): Response => {
    const log = c.get('log') ?? fallbackLogger
    if (error instanceof ApiError) {
      if (error.status >= 500) log.warn('request failed', { code: error.code, status: error.status })
      return respond(c, error)
    }
    if (error instanceof HTTPException) {
      return respond(c, new ApiError(error.status as 400, 'bad_request', wordsOf(c).request.unreadable))
    }
    // Errors from the content client that escaped a handler: a down store is a 503, not a bug.
    if ((error as { statusCode?: number }).statusCode !== undefined || error.name === 'TypeError') {
      if (isStoreUnavailable(error)) {
        log.warn('content store unavailable', errorFields(error))
        return respond(c, storeUnavailable())
      }
    }
    log.error('unhandled error', errorFields(error))
    return respond(c, new ApiError(500, 'internal_error', wordsOf(c).request.internalError))
  }
}

export function notFound(c: Context<AppEnv>): Response {
  const message = formatMessage(wordsOf(c).request.notFound, { method: c.req.method, path: c.req.path })
  return respond(c, new ApiError(404, 'not_found', message))
}

export function methodNotAllowed(allowed: string) {
  return (c: Context<AppEnv>): Response => {
    c.header('Allow', allowed)
    const message = formatMessage(wordsOf(c).request.methodNotAllowed, { allowed, path: c.req.path })
    return respond(c, new ApiError(405, 'method_not_allowed', message))
  }
}
