/**
 * Idempotency: a client sends `Idempotency-Key` (or `idempotencyKey` in the body) and retries with the same key. The
 * key is hashed into the stored document's id and written with `createIfNotExists`, so however many times a
 * submission arrives (retries after a timeout, a 503, a double click), it is stored once. This needs no memory in
 * the function, so it holds across restarts, isolates and workers.
 */

import { ENGLISH_FORM_MESSAGES, type FormMessages } from '@escrova/schemas/form-messages/index'
import { randomId, sha256Hex } from '../util/hash.ts'
import { ApiError } from './errors.ts'

const SANE_KEY = /^[A-Za-z0-9._:-]{8,128}$/

export function readIdempotencyKey(
  header: string | undefined,
  body: Record<string, unknown>,
  messages: FormMessages = ENGLISH_FORM_MESSAGES,
): string | undefined {
  const fromBody = body.idempotencyKey
  const key = header ?? (fromBody === undefined || fromBody === null ? undefined : fromBody)
  if (key === undefined) return undefined
  if (typeof key !== 'string' || !SANE_KEY.test(key)) {
    throw new ApiError(400, 'invalid_idempotency_key', messages.request.idempotencyKeyInvalid, {
      idempotencyKey: messages.fields.idempotencyKey,
    })
  }
  return key
}

/** The id suffix for a submission: derived from the key (scoped per kind), or random when there is none. */
export async function submissionId(scope: string, key: string | undefined): Promise<string> {
  if (!key) return randomId()
  return (await sha256Hex(`${scope}:${key}`)).slice(0, 32)
}
