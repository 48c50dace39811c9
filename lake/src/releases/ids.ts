import { versionPrefixOf } from '@escrova/schemas/ids'
import type { SanityDocument } from '../shared/types.ts'

/** Release documents live at `_.releases.<releaseId>` (Sanity's system path). */
export const RELEASE_PREFIX = '_.releases.'
export const RELEASE_TYPE = 'system.release'

export const releaseDocumentId = (releaseId: string): string => `${RELEASE_PREFIX}${releaseId}`

export const isReleaseDocumentId = (id: string): boolean => id.startsWith(RELEASE_PREFIX)

/** A release id is one id segment: letters, digits, `_` and `-` (Sanity generates `r` + 8 characters). */
export const isValidReleaseId = (releaseId: string): boolean =>
  /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/.test(releaseId)

/** Every version document of a release, in id order (`versions.<releaseId>.<publishedId>`). */
export function versionsOf(docs: Iterable<SanityDocument>, releaseId: string): SanityDocument[] {
  const prefix = versionPrefixOf(releaseId)
  return [...docs].filter((doc) => doc._id.startsWith(prefix)).sort((a, b) => (a._id < b._id ? -1 : 1))
}
