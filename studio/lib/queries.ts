/**
 * Every GROQ query the Studio's own code sends or listens with, in one place (`studio/test/query-modules.test.ts`
 * fails on a query written elsewhere), so `npm run typegen -w @escrova/studio` types each result. The desk lists'
 * filters are not queries (the structure builder wraps them): they stay in `structure/filters.ts`.
 */
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
  | order(publishedAt desc) [0...12] {title, "slug": slug.current}`)

/** A document's title and slug. Param: `id`. */
export const DOCUMENT_SLUG_QUERY = defineQuery(`*[_id == $id][0]{title, "slug": slug.current}`)

/** The Privacy settings document, for listening to its changes. Param: `id`. */
export const PRIVACY_SETTINGS_LISTENER_QUERY = defineQuery(`*[_id == $id]`)

/** Every wait-list application (raw perspective: path ids), newest first, with what the CSV export shows. */
export const APPLICATIONS_QUERY =
  defineQuery(`*[_type == "waitListApplication" && !(_id in path("drafts.**"))] | order(submittedAt desc) {
  _id, fullName, email, phone, location, keyNeeds, otherNeed, platforms, consent, submittedAt, reviewStatus,
  staffNotes, delivery
}`)
