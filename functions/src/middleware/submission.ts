/**
 * The first steps every submission route shares, run before its handler: read the idempotency key (header or body;
 * a malformed one is a 400), check the body with the route's own checker (a failure is a 422 with its field
 * messages, and nothing is stored), and derive the stored document's id suffix from the key. Handlers then read
 * `c.get('submission')`.
 */
import type { FormMessages } from '@escrova/schemas/form-messages/index'
import { createMiddleware } from 'hono/factory'
import { type FieldMessages, validationFailed } from '../http/errors.ts'
import { readIdempotencyKey, submissionId } from '../http/idempotency.ts'
import type { AppVariables } from '../http/types.ts'

type Check = { ok: true } | { ok: false; fields: FieldMessages }

export interface Submission<Checked> {
  /** The id suffix: the same for every retry with one idempotency key. */
  id: string
  key: string | undefined
  /** What the checker returned for a body it accepted. */
  checked: Checked
}

export function checkedSubmission<Result extends Check>(
  scope: string,
  check: (body: Record<string, unknown>, messages: FormMessages) => Result,
) {
  type Checked = Extract<Result, { ok: true }>
  return createMiddleware<{ Variables: AppVariables & { submission: Submission<Checked> } }>(
    async (c, next) => {
      const body = c.get('body')
      const messages = c.get('formMessages')
      const key = readIdempotencyKey(c.req.header('idempotency-key'), body, messages)
      const result = check(body, messages)
      if (!result.ok) throw validationFailed(result.fields, messages.common.fieldsNeedAttention)
      c.set('submission', { id: await submissionId(scope, key), key, checked: result as Checked })
      await next()
    },
  )
}
