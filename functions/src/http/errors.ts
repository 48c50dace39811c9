/**
 * Every error leaves the function as `{error: {code, message, fields?}}`. Handlers throw `ApiError`; the app's error
 * handler turns it (or anything unexpected) into that shape, so no stack trace ever reaches a client.
 */
import { ENGLISH_FORM_MESSAGES } from '@escrova/schemas/form-messages/index'

export type FieldMessages = Record<string, string>

export interface ErrorBody {
  error: { code: string; message: string; fields?: FieldMessages }
}

export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 500 | 503

export class ApiError extends Error {
  constructor(
    readonly status: ErrorStatus,
    readonly code: string,
    message: string,
    readonly fields?: FieldMessages,
    readonly headers?: Record<string, string>,
  ) {
    super(message)
    this.name = 'ApiError'
  }

  toBody(): ErrorBody {
    return {
      error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) },
    }
  }
}

export const validationFailed = (
  fields: FieldMessages,
  message = ENGLISH_FORM_MESSAGES.common.fieldsNeedAttention,
): ApiError => new ApiError(422, 'validation_failed', message, fields)

export const storeUnavailable = (): ApiError =>
  new ApiError(
    503,
    'content_store_unavailable',
    'The content store is unavailable right now. Nothing was saved; please try again shortly.',
    undefined,
    { 'Retry-After': '5' },
  )
