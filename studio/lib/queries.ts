/**
 * Every GROQ query the Studio's own code sends or listens with, in one place (`studio/test/query-modules.test.ts`
 * fails on a query written elsewhere), so `npm run typegen -w @escrova/studio` types each result. The desk lists'
 * filters are not queries (the structure builder wraps them): they stay in `structure/filters.ts`.
 */
import { DEFAULT_LANGUAGE } from '@escrova/schemas/languages'
import { LANGUAGE_FIELD, TRANSLATED_TYPES, TRANSLATION_METADATA_TYPE } from '@escrova/schemas/translations'
import { defineQuery } from 'groq'

/** Every pending comment in raw view: drafts and published alike, counted once per published id by the caller. */
export const PENDING_COMMENTS_QUERY = defineQuery(
  `*[_type == "comment" && moderationStatus == "pending"]{_id}`,
)

/** New support tickets, for the Support desk's live count. */
export const NEW_TICKETS_QUERY = defineQuery(`*[_type == "supportTicket" && status == "new"]{_id}`)

/** Post drafts, in the raw perspective (the only one where draft ids are visible). */
export const POST_DRAFT_IDS_QUERY = defineQuery(`*[_type == "post" && _id in path("drafts.**")]._id`)

/** Which of the given ids have a published document. Param: `ids`. */
export const PUBLISHED_AMONG_QUERY = defineQuery(`*[_id in $ids]._id`)

/** Posts appearing or disappearing (a draft created or published, a post published or taken down). */
export const POSTS_LISTENER_QUERY = defineQuery(`*[_type == "post"]`)

/** The posts that reference a document (author, category, tag), drafts included, newest first. Param: `id`. */
export const POSTS_REFERENCING_QUERY =
  defineQuery(`*[_type == "post" && references($id) && defined(slug.current)]
  | order(publishedAt desc) [0...12] {title, "slug": slug.current, language}`)

/** A document's title, slug and language. Param: `id`. */
export const DOCUMENT_SLUG_QUERY = defineQuery(`*[_id == $id][0]{title, "slug": slug.current, language}`)

/** The Privacy settings document, for listening to its changes. Param: `id`. */
export const PRIVACY_SETTINGS_LISTENER_QUERY = defineQuery(`*[_id == $id]`)

/** Every wait-list application (raw perspective: path ids), newest first, with what the CSV export shows. */
export const APPLICATIONS_QUERY =
  defineQuery(`*[_type == "waitListApplication" && !(_id in path("drafts.**"))] | order(submittedAt desc) {
  _id, fullName, email, phone, location, keyNeeds, otherNeed, platforms, consent, submittedAt, reviewStatus,
  staffNotes, delivery
}`)

/**
 * The filter of the "Missing translations" lists (`structure/translations.ts`), here because it scans the plugin's
 * metadata: the English documents a language lacks or has out of date, with `$language` as parameter (the types
 * are written out: the Studio's document list reads a list's schema types from its filter). No published translation
 * linked by the plugin's metadata, or one last changed before the English document was (its text changed after the
 * translation was made). A translation still in draft is still missing.
 */
export const MISSING_TRANSLATION_FILTER = [
  `_type in ${JSON.stringify(TRANSLATED_TYPES)}`,
  `coalesce(${LANGUAGE_FIELD}, "${DEFAULT_LANGUAGE}") == "${DEFAULT_LANGUAGE}"`,
  '!(_id in path("drafts.**"))',
  '!(_id in path("versions.**"))',
  // The plugin's metadata, by `_type in [...]`: never `_type ==`, which the document list would take for its type
  // (it reads the first `_type in` only when there is no `==`, and the first is the list's own). The type narrows the
  // scan to the metadata documents, not the whole dataset for every listed document.
  // In the Studio's drafts perspective a reference reaches the translation's draft: `_originalId` tells it apart.
  `count(*[_type in ["${TRANSLATION_METADATA_TYPE}"] && references(^._id)]{
    "translation": translations[${LANGUAGE_FIELD} == $language][0].value->{_updatedAt, "id": coalesce(_originalId, _id)}
  }[translation._updatedAt >= ^._updatedAt && !(translation.id in path("drafts.**"))]) == 0`,
].join(' && ')
