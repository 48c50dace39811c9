import { draftIdOf, publishedIdOf } from '@escrova/schemas/ids'
import { USERNAME_TAKEN_QUERY } from '@escrova/schemas/queries/authors'
import { CONTENT_API } from '@escrova/schemas/settings'
import type { CustomValidator, SanityClient } from 'sanity'

// Shown after an @ on blog cards: no spaces, nothing a URL or a mention would choke on.
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{2,30}$/

export const USERNAME_MESSAGES = {
  format: 'Use 2 to 30 letters, digits, dots, hyphens or underscores, with no spaces.',
  taken: 'This username is already used by another author.',
} as const

/**
 * True when no other author (published or draft) has this username, ignoring case so 'Ada' and 'ada' cannot both
 * appear on the blog. The query runs on the Studio's own client, so it works against the local lake and a hosted
 * project alike.
 */
export async function isUsernameUnique(client: SanityClient, username: string, documentId: string) {
  const id = publishedIdOf(documentId)
  const count = await client.fetch<number>(
    USERNAME_TAKEN_QUERY,
    { username, id, draftId: draftIdOf(id) },
    { perspective: 'raw' },
  )
  return count === 0
}

export const uniqueUsername: CustomValidator<string | undefined> = async (value, context) => {
  if (!value) return true
  if (!USERNAME_PATTERN.test(value)) return USERNAME_MESSAGES.format
  const client = context.getClient({ apiVersion: CONTENT_API.apiVersion })
  const unique = await isUsernameUnique(client, value, context.document?._id ?? '')
  return unique ? true : USERNAME_MESSAGES.taken
}
