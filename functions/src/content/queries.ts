/**
 * Every GROQ query the function sends, in one place (`studio/test/query-modules.test.ts` fails on a query written
 * elsewhere). `defineQuery` lets `sanity typegen generate` (run by `npm run typegen -w @escrova/studio`) type each
 * result in `schemas/src/sanity.types.ts`, and with `overloadClientMethods` the client's `fetch` returns that type for
 * these exact strings.
 */
import { SHEET_ERASURE_TYPE } from '@escrova/schemas/privacy'
import { VISIBLE_POST_IN_ANY_LANGUAGE } from '@escrova/schemas/queries/visible-post'
import { IN_DEFAULT_LANGUAGE } from '@escrova/schemas/translations'
import { defineQuery } from 'groq'

/** Health probe: the cheapest query the content store answers. */
export const HEALTH_QUERY = defineQuery('1')

/** Ids of wait-list applications whose spreadsheet delivery is pending and due. Param: `now` (ISO). */
export const DUE_DELIVERIES_QUERY =
  defineQuery(`*[_type == "waitListApplication" && delivery.status == "pending"
  && (!defined(delivery.nextAttemptAt) || delivery.nextAttemptAt <= $now)] | order(submittedAt asc) [0...100]._id`)

/**
 * A comment's post (by id, any language's; or by slug, the English one, since a translation keeps its original's slug)
 * when the site shows it (the site's own visibility rule; only published ids) and its
 * approved parent comment, in one query. Params: `post` (id or slug), `parent` (comment id or null).
 */
export const REFERENCES_QUERY = defineQuery(`{
  "post": *[${VISIBLE_POST_IN_ANY_LANGUAGE} && _id in path("*")
    && (_id == $post || (slug.current == $post && ${IN_DEFAULT_LANGUAGE}))][0]._id,
  "parent": *[_type == "comment" && _id in path("*") && _id == $parent && moderationStatus == "approved"][0]{
    _id, "post": post._ref
  }
}`)

/** Which of the given ids exist, drafts and paths included (raw perspective). Param: `ids`. */
export const EXISTING_IDS_QUERY = defineQuery(`*[_id in $ids]._id`)

/** The documents with the given ids, whole (raw perspective): a record and its draft. Param: `ids`. */
export const DOCUMENTS_BY_ID_QUERY = defineQuery(`*[_id in $ids]`)

/**
 * Every record of the given types holding this email, whatever its case (raw perspective: drafts and published
 * copies both count). Params: `types`, `email`.
 */
export const RECORDS_BY_EMAIL_QUERY = defineQuery(
  `*[_type in $types && defined(email) && lower(email) == lower($email)] | order(_id asc)`,
)

/** The comments whose contact record holds this e-mail's keyed hash (raw perspective). Param: `emailHash`. */
export const COMMENT_IDS_BY_EMAIL_HASH_QUERY = defineQuery(
  `*[_type == "commentContact" && emailHash == $emailHash].commentId`,
)

/**
 * Comments (drafts and published) by id, or written under this name whatever its case (raw perspective); each with
 * the title of its post, for the privacy officer to judge a match by. Params: `ids` (published and draft ids), `name`
 * (empty: none by name).
 */
export const COMMENTS_BY_AUTHOR_QUERY = defineQuery(
  `*[_type == "comment" && (_id in $ids || ($name != "" && lower(name) == lower($name)))]{
    ..., "postTitle": post->title
  } | order(_id asc)`,
)

/** Records retention may erase, with only the fields their erase dates need (raw perspective). */
export const RETENTION_CANDIDATES_QUERY = defineQuery(`*[
  (_type == "waitListApplication" && keep != true) ||
  (_type == "comment" && moderationStatus in ["rejected", "spam"]) ||
  (_type == "supportTicket" && status in ["resolved", "spam"])
]{_id, _type, _createdAt, _updatedAt, submittedAt, createdAt, receivedAt, resolvedAt, decidedAt, status, moderationStatus, keep}`)

/** Spreadsheet rows still to erase whose next attempt is due, earliest first. Param: `now` (ISO). */
export const DUE_SHEET_ERASURES_QUERY = defineQuery(`*[_type == "${SHEET_ERASURE_TYPE}" && status == "pending"
  && nextAttemptAt <= $now] | order(nextAttemptAt asc).rowId`)

/** What the moderators' digest announces: new pending comments and new tickets in a window (raw perspective). */
export const DIGEST_COUNTS_QUERY = defineQuery(`{
  "comments": count(*[_type == "comment" && moderationStatus == "pending" && createdAt > $since && createdAt <= $now]),
  "tickets": count(*[_type == "supportTicket" && status == "new" && receivedAt > $since && receivedAt <= $now])
}`)

/**
 * The Studio's open tasks due on a day, for the digest; sent to the comments add-on dataset (`<dataset>-comments`),
 * where the Studio keeps tasks. A task still being written in the Studio has no `createdByUser`. Param: `today`.
 */
export const OPEN_TASKS_DUE_QUERY = defineQuery(
  `count(*[_type == "tasks.task" && status == "open" && defined(createdByUser) && dueBy == $today])`,
)

/**
 * Who scheduled a release: the person on the newest "schedule" audit entry naming it (the lake publishes a scheduled
 * release itself, at its time). Param: `release` (the release document id).
 */
export const RELEASE_SCHEDULED_BY_QUERY =
  defineQuery(`*[_type == "auditLogEntry" && action == "schedule" && $release in documentIds]
  | order(at desc) [0].actor{id, name}`)
