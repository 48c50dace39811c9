/**
 * A request id for every request (Hono's `request-id`: the caller's `X-Request-Id` when it is at most 128 of
 * `[A-Za-z0-9_=-]`, else a new UUID), echoed in the response, bound into a child logger, and one structured log line
 * per request with status and duration.
 */
import { createMiddleware } from 'hono/factory'
import { requestId } from 'hono/request-id'
import type { AppEnv } from '../http/types.ts'
import type { LogFields, Logger } from '../util/logger.ts'

function childLogger(parent: Logger, bound: LogFields): Logger {
  return {
    info: (message, fields) => parent.info(message, { ...bound, ...fields }),
    warn: (message, fields) => parent.warn(message, { ...bound, ...fields }),
    error: (message, fields) => parent.error(message, { ...bound, ...fields }),
  }
}

const assignId = requestId({ limitLength: 128 })

export function requestContext(logger: Logger) {
  const logRequest = createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now()
    const log = childLogger(logger, { requestId: c.get('requestId') })
    c.set('log', log)
    await next()
    log.info('request', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    })
  })
  return [assignId, logRequest] as const
}
