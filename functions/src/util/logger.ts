/** Structured logs: one JSON object per line, so a log pipeline can filter by request id, route or level. */
export type LogFields = Record<string, unknown>

export interface Logger {
  info(message: string, fields?: LogFields): void
  warn(message: string, fields?: LogFields): void
  error(message: string, fields?: LogFields): void
}

function write(level: string, message: string, fields: LogFields | undefined): void {
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg: message, ...fields })
  if (level === 'error') console.error(line)
  else console.log(line)
}

export const jsonLogger: Logger = {
  info: (message, fields) => write('info', message, fields),
  warn: (message, fields) => write('warn', message, fields),
  error: (message, fields) => write('error', message, fields),
}

export const silentLogger: Logger = { info() {}, warn() {}, error() {} }

/** Turns an unknown throwable into log fields without leaking it to a client. */
export function errorFields(error: unknown): LogFields {
  if (error instanceof Error) return { error: error.message, errorName: error.name, stack: error.stack }
  return { error: String(error) }
}
