/**
 * Every record held about one person, found by email: wait-list applications, support tickets, and comments that
 * hold an email (the comment form's email is checked and dropped today, so none do; the query stays so a future
 * field is covered). Drafts and published copies both count: the raw perspective sees every id.
 */
import { publishedIdOf } from '@escrova/schemas/ids'
import type { SanityClient } from '@sanity/client'
import { withStore } from '../content/client.ts'
import { RECORDS_BY_EMAIL_QUERY } from '../content/queries.ts'

export const PERSONAL_TYPES = ['waitListApplication', 'supportTicket', 'comment'] as const

export type HeldRecord = Record<string, unknown> & { _id: string; _type: string }

export function recordsByEmail(client: SanityClient, email: string): Promise<HeldRecord[]> {
  return withStore(() =>
    client.fetch<HeldRecord[]>(
      RECORDS_BY_EMAIL_QUERY,
      { email: email.trim(), types: [...PERSONAL_TYPES] },
      { perspective: 'raw' },
    ),
  )
}

/** The spreadsheet's Id for an application (its id without the private path), or undefined for other records. */
export function sheetRowId(record: { _id: string; _type: string }): string | undefined {
  if (record._type !== 'waitListApplication') return undefined
  return publishedIdOf(record._id).replace(/^waitList\./, '')
}
