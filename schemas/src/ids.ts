/**
 * Document ids and how one is derived from another, for every part (lake, function, Studio, schemas): a published id
 * (`post-1`, or a path id such as `waitList.abc`), its draft `drafts.<published id>` and its version in a release
 * `versions.<release>.<published id>`. The rules are `@sanity/id-utils`' (Sanity's own); this module gives them
 * plain-string signatures, as ids arrive here from documents and requests (the library brands its ids).
 */
import {
  type DocumentId,
  getDraftId,
  getPublishedId,
  getVersionId,
  getVersionNameFromId,
  isDraftId as isDraftIdBranded,
  isPublishedId as isPublishedIdBranded,
  isVersionId as isVersionIdBranded,
} from '@sanity/id-utils'
import { COMMENT_CONTACT_PATH } from './privacy.ts'

export const isDraftId = (id: string): boolean => isDraftIdBranded(id as DocumentId)

export const isVersionId = (id: string): boolean => isVersionIdBranded(id as DocumentId)

/** Neither a draft nor a version; a path id (`waitList.abc`) is a published id. */
export const isPublishedId = (id: string): boolean => isPublishedIdBranded(id as DocumentId)

/**
 * The library checks each id it derives, and refuses one no Content Lake accepts (`drafts.versions.x`, `versions.x`
 * with no document part): such an id comes back unchanged, so one malformed stored id cannot break a read.
 */
function derived(id: string, derive: (id: DocumentId) => string): string {
  try {
    return derive(id as DocumentId)
  } catch {
    return id
  }
}

/** `drafts.a` and `versions.r.a` give `a`; a published id stays as it is. */
export const publishedIdOf = (id: string): string => derived(id, getPublishedId)

/** `a` and `versions.r.a` give `drafts.a`; a draft id stays as it is. */
export const draftIdOf = (id: string): string => derived(id, getDraftId)

/** The document's version in `release`, from its published, draft or any version id. */
export const versionIdOf = (id: string, release: string): string =>
  derived(id, (documentId) => getVersionId(documentId, release))

/** What every version id in `release` starts with (`versions.r.`): a release's versions found by prefix. */
export const versionPrefixOf = (release: string): string => `versions.${release}.`

/** The release a version id belongs to (`versions.r.a` gives `r`), or undefined for a published or draft id. */
export const releaseOf = (id: string): string | undefined =>
  isVersionId(id) ? getVersionNameFromId(id as Parameters<typeof getVersionNameFromId>[0]) : undefined

/** The private record of who wrote a comment (a keyed hash of their e-mail), from the comment's id or its draft's. */
export const commentContactIdOf = (commentId: string): string =>
  `${COMMENT_CONTACT_PATH}.${publishedIdOf(commentId)}`

/**
 * The id of a seeded document's translation: the English id and the language (`homePage-pcm`). A dash, not a dot:
 * an id with a dot is a private path, which anonymous readers (the site) never see. Translations made in the Studio
 * get the translation plugin's own ids; the link between them is the plugin's metadata, not the id.
 */
export const translationIdOf = (id: string, language: string): string => `${id}-${language}`
