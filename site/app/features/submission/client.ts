/**
 * Sends visitors' submissions (comments, support tickets, wait-list applications) to the submissions function. The
 * browser holds no credential; the function validates, stores and answers `{error: {code, message, fields?}}` on
 * failure.
 */
import { SITE_FACTS } from '../../lib/site-facts.ts'
import { submissionHeaders } from '../../lib/submission-headers.ts'

export function functionUrl(): string {
  return SITE_FACTS.functionsUrl.replace(/\/+$/, '')
}

/** Why a submission did not land. */
export interface Refusal {
  /** network: nothing came back; server: 5xx; rejected: any other 4xx (the function's own words follow). */
  kind: 'network' | 'server' | 'rejected'
  status?: number
  code?: string
  message?: string
  fields?: Record<string, string>
}

export type SubmitResult<T> = { ok: true; status: number; body: T } | ({ ok: false } & Refusal)

interface ErrorBody {
  error?: { code?: string; message?: string; fields?: Record<string, string> }
}

export async function submitJson<T>(
  path: string,
  body: unknown,
  idempotencyKey: string,
  language?: string,
): Promise<SubmitResult<T>> {
  let response: Response
  try {
    response = await fetch(`${functionUrl()}${path}`, {
      method: 'POST',
      headers: submissionHeaders(idempotencyKey, language),
      body: JSON.stringify(body),
    })
  } catch (error) {
    console.warn(`POST ${path} failed`, error)
    return { ok: false, kind: 'network' }
  }
  const parsed = (await response.json().catch(() => null)) as (T & ErrorBody) | null
  if (response.ok) return { ok: true, status: response.status, body: parsed as T }
  const error = parsed?.error
  return {
    ok: false,
    kind: response.status >= 500 ? 'server' : 'rejected',
    status: response.status,
    code: error?.code,
    message: error?.message,
    fields: error?.fields && typeof error.fields === 'object' ? error.fields : undefined,
  }
}

/** The function's words for a refusal it gave (a bad field, too many submissions); none for a lost connection. */
export function rejectionMessage(refusal: Refusal): string | undefined {
  return refusal.kind === 'rejected' && refusal.message ? refusal.message : undefined
}

/** The refusal's field messages for the fields this form has (strings only: what a 422's `fields` may carry). */
export function refusedFields<F extends string>(
  refusal: Refusal,
  known: readonly F[],
): Partial<Record<F, string>> {
  const messages: Partial<Record<F, string>> = {}
  for (const field of known) {
    const message = refusal.fields?.[field]
    if (typeof message === 'string' && message !== '') messages[field] = message
  }
  return messages
}

function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  // randomUUID needs a secure context; plain-http previews still get an unguessable key.
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * One key per distinct submission: sending the same content again (a retry after a failure) reuses the key, so the
 * function stores it once; changed content gets a new key.
 */
export function createIdempotencyKeys() {
  let last: { fingerprint: string; key: string } | null = null
  return {
    keyFor(body: unknown): string {
      const fingerprint = JSON.stringify(body)
      if (last?.fingerprint !== fingerprint) last = { fingerprint, key: randomKey() }
      return last.key
    },
    /** After a success the next submission, even with the same text, is a new one. */
    reset() {
      last = null
    },
  }
}
