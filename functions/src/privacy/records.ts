/**
 * Every record held about one person: wait-list applications and support tickets by the e-mail they hold, and comments
 * and replies by the keyed hash of the e-mail the comment form asked for (`privacy.commentContact.*`; the comment
 * itself never holds it) or by the name the request gives. A match by name alone may be someone else's: it is marked
 * so, and only erased when the privacy officer confirms it (`route.ts`). Drafts and published copies both count: the
 * raw perspective sees every id.
 */
import { draftIdOf, publishedIdOf } from '@escrova/schemas/ids'
import type { SanityClient } from '@sanity/client'
import { withStore } from '../content/client.ts'
import {
  COMMENT_IDS_BY_EMAIL_HASH_QUERY,
  COMMENTS_BY_AUTHOR_QUERY,
  RECORDS_BY_EMAIL_QUERY,
} from '../content/queries.ts'
import { subjectHashOf } from './audit.ts'

export const PERSONAL_TYPES = ['waitListApplication', 'supportTicket', 'comment'] as const

/** How a record was found: by what the request holds exactly (its e-mail), or by the name alone. */
export type MatchedBy = 'email' | 'name'

export type HeldRecord = Record<string, unknown> & { _id: string; _type: string; matchedBy?: MatchedBy }

/** Who a request is about: the e-mail it holds, and the name the person gave (optional). */
export interface Person {
  email: string
  name?: string
}

export async function recordsOf(
  client: SanityClient,
  person: Person,
  hashSecret: string,
): Promise<HeldRecord[]> {
  const email = person.email.trim()
  const [byEmail, hashedIds] = await withStore(() =>
    Promise.all([
      client.fetch<HeldRecord[]>(
        RECORDS_BY_EMAIL_QUERY,
        { email, types: [...PERSONAL_TYPES] },
        { perspective: 'raw' },
      ),
      subjectHashOf(hashSecret, email).then((emailHash) =>
        client.fetch<string[]>(COMMENT_IDS_BY_EMAIL_HASH_QUERY, { emailHash }, { perspective: 'raw' }),
      ),
    ]),
  )
  const hashed = new Set(hashedIds.map(publishedIdOf))
  const comments = await withStore(() =>
    client.fetch<HeldRecord[]>(
      COMMENTS_BY_AUTHOR_QUERY,
      { ids: [...hashed].flatMap((id) => [id, draftIdOf(id)]), name: person.name?.trim() ?? '' },
      { perspective: 'raw' },
    ),
  )
  const found = new Map<string, HeldRecord>()
  for (const record of byEmail) found.set(record._id, { ...record, matchedBy: 'email' })
  for (const comment of comments) {
    if (found.has(comment._id)) continue
    found.set(comment._id, {
      ...comment,
      matchedBy: hashed.has(publishedIdOf(comment._id)) ? 'email' : 'name',
    })
  }
  return [...found.values()].sort((a, b) => a._id.localeCompare(b._id))
}

/** The spreadsheet's Id for an application (its id without the private path), or undefined for other records. */
export function sheetRowId(record: { _id: string; _type: string }): string | undefined {
  if (record._type !== 'waitListApplication') return undefined
  return publishedIdOf(record._id).replace(/^waitList\./, '')
}
