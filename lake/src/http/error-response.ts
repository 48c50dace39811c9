import type { ErrorHandler, NotFoundHandler } from 'hono'
import { QueryExecutionError, QueryLimitError, QueryParseError } from '../groq/errors.ts'
import { MutationError } from '../mutate/errors.ts'
import { HttpError, TypedError } from '../shared/http-error.ts'
import type { LakeEnv } from './env.ts'
import { json } from './respond.ts'

const RETRY_AFTER_S = 1

/** Every failure in the shape the hosted API gives it; anything unexpected is a 500 that reveals nothing. */
export const errorResponse: ErrorHandler<LakeEnv> = (error, c) => {
  if (error instanceof HttpError) return json(c, error.status, error.toBody(), error.headers)
  if (error instanceof TypedError || error instanceof MutationError) {
    return json(c, error.status, error.toBody())
  }
  // Refused for the caller's own queue, not for the query: hosted Sanity answers a caller over its share of
  // concurrent queries with 429, which @sanity/client retries (queries and GETs), so a busy moment costs a retry.
  if (error instanceof QueryLimitError && error.limit === 'waited') {
    return json(c, 429, new HttpError(429, error.message).toBody(), { 'retry-after': String(RETRY_AFTER_S) })
  }
  if (error instanceof QueryParseError || error instanceof QueryExecutionError) {
    return json(c, 400, error.toBody())
  }
  console.error('[lake] internal error', error)
  return json(c, 500, {
    statusCode: 500,
    error: 'Internal Server Error',
    message: 'An internal server error occurred',
  })
}

export const notFound: NotFoundHandler<LakeEnv> = (c) =>
  errorResponse(new HttpError(404, `No route matches ${c.req.method} ${new URL(c.req.url).pathname}`), c)
