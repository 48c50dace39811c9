/**
 * The Studio's side of the data-rights endpoints: each call carries the signed-in person's own token, which the
 * function checks with the Content Lake (`/users/me`) before acting; the Studio holds no other credential.
 */
import { DEFAULT_PORTS } from '@escrova/schemas/settings'

/** The submissions function's public URL (a public value, like the API host). */
export const functionsUrl = (
  process.env.SANITY_STUDIO_FUNCTIONS_URL?.trim() || `http://127.0.0.1:${DEFAULT_PORTS.functions}`
).replace(/\/+$/, '')

export interface HeldRecordSummary {
  _id: string
  _type: string
  name?: string
  receivedAt?: string
  reference?: string
  /** Found by the e-mail itself, or (a comment) by the name alone, which may be someone else's. */
  matchedBy?: 'email' | 'name'
  /** A comment's first words, its post and its moderation status, for judging a match. */
  text?: string
  postTitle?: string
  status?: string
}

export interface ErasureResult {
  documentIds: string[]
  sheetRows: string[]
  /** Rows the sheet has not confirmed yet; the function's schedule job retries them. */
  sheetRowsPending?: string[]
  problems: string[]
}

export class DataRightsError extends Error {
  constructor(
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message)
  }
}

export async function callDataRights<T>(
  action: 'find' | 'export' | 'correct' | 'erase',
  body: Record<string, unknown>,
  token: string | undefined,
): Promise<T> {
  const response = await fetch(`${functionsUrl}/api/privacy/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })
  const parsed = (await response.json().catch(() => null)) as
    | (T & { error?: { message?: string; fields?: Record<string, string> } })
    | null
  if (!response.ok) {
    const fields = parsed?.error?.fields
    const message = fields ? Object.values(fields).join(' ') : parsed?.error?.message
    throw new DataRightsError(message ?? `The function answered HTTP ${response.status}.`, fields)
  }
  return parsed as T
}

/** Hands the export to the browser as a file download. */
export function downloadJson(data: unknown, filename: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 1_000)
}
