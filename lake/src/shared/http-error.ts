import { STATUS_CODES } from 'node:http'

/** An HTTP-level failure in the hosted API's plain shape: `{statusCode, error, message}`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }

  toBody() {
    return {
      statusCode: this.status,
      error: STATUS_CODES[this.status] ?? 'Error',
      message: this.message,
      ...this.extra,
    }
  }
}

/** Failures the hosted API reports as `{error: {type, description}}`. */
export class TypedError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    description: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(description)
  }

  toBody() {
    return { error: { type: this.type, description: this.message, ...this.extra } }
  }
}
