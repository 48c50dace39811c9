/**
 * A request id for every request (the caller's `X-Request-Id` when it is sane, else a new one), echoed in the
 * response, bound into a child logger, and one structured log line per request with status and duration.
 */
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../http/types.ts'
import type { LogFields, Logger } from '../util/logger.ts'

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/

function childLogger(parent: Logger, bound: LogFields): Logger {
  return {
    info: (message, fields) => parent.info(message, { ...bound, ...fields }),
    warn: (message, fields) => parent.warn(message, { ...bound, ...fields }),
    error: (message, fields) => parent.error(message, { ...bound, ...fields }),
  }
}

export function requestContext(logger: Logger) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now()
    const incoming = c.req.header('x-request-id')
    const requestId = incoming && SANE_REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID()
    const log = childLogger(logger, { requestId })
    c.set('requestId', requestId)
    c.set('log', log)
    await next()
    c.header('X-Request-Id', requestId)
    log.info('request', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    })
  })
}
