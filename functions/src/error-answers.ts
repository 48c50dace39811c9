/** The app's last line: known errors keep their shape and status, anything else is logged and answered as a 500. */
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { isStoreUnavailable } from './content/client.ts'
import { ApiError, storeUnavailable } from './http/errors.ts'
import type { AppEnv } from './http/types.ts'
import { errorFields, type Logger } from './util/logger.ts'

function respond(c: Context<AppEnv>, error: ApiError): Response {
  for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value)
  return c.json(error.toBody(), error.status as ContentfulStatusCode)
}

export function onError(fallbackLogger: Logger) {
  return (error: Error, c: Context<AppEnv>): Response => {
    const log = c.get('log') ?? fallbackLogger
    if (error instanceof ApiError) {
      if (error.status >= 500) log.warn('request failed', { code: error.code, status: error.status })
      return respond(c, error)
    }
    if (error instanceof HTTPException) {
      return respond(c, new ApiError(error.status as 400, 'bad_request', 'The request could not be read.'))
    }
    // Errors from the content client that escaped a handler: a down store is a 503, not a bug.
    if ((error as { statusCode?: number }).statusCode !== undefined || error.name === 'TypeError') {
      if (isStoreUnavailable(error)) {
        log.warn('content store unavailable', errorFields(error))
        return respond(c, storeUnavailable())
      }
    }
    log.error('unhandled error', errorFields(error))
    return respond(
      c,
      new ApiError(500, 'internal_error', 'Something went wrong on our side. Please try again.'),
    )
  }
}

export function notFound(c: Context<AppEnv>): Response {
  return respond(c, new ApiError(404, 'not_found', `No route for ${c.req.method} ${c.req.path}.`))
}

export function methodNotAllowed(allowed: string) {
  return (c: Context<AppEnv>): Response => {
    c.header('Allow', allowed)
    return respond(c, new ApiError(405, 'method_not_allowed', `Use ${allowed} for ${c.req.path}.`))
  }
}
