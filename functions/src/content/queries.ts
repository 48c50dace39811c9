/**
 * Every GROQ query the function sends, in one place. `defineQuery` lets `sanity typegen generate` (run by
 * `npm run typegen -w @escrova/studio`) type each result in `schemas/src/sanity.types.ts`, and with
 * `overloadClientMethods` the client's `fetch` returns that type for these exact strings.
 */
import { VISIBLE_POST } from '@escrova/schemas/queries/visible-post'
import { defineQuery } from 'groq'

/** Health probe: the cheapest query the content store answers. */
export const HEALTH_QUERY = defineQuery('1')

/** Post drafts whose scheduled publish time has come, oldest schedule first, 50 per run. Param: `now` (ISO). */
export const DUE_DRAFTS_QUERY =
  defineQuery(`*[_id in path("drafts.**") && defined(scheduledPublishAt) && scheduledPublishAt <= $now]
  | order(scheduledPublishAt asc) [0...50] { _id, _type, _rev, publishedAt, scheduledPublishAt }`)

/** Ids of wait-list applications whose spreadsheet delivery is pending and due. Param: `now` (ISO). */
export const DUE_DELIVERIES_QUERY =
  defineQuery(`*[_type == "waitListApplication" && delivery.status == "pending"
  && (!defined(delivery.nextAttemptAt) || delivery.nextAttemptAt <= $now)] | order(submittedAt asc) [0...100]._id`)

/**
 * A comment's post (by id or slug) when the site shows it (the site's own visibility rule; only published ids) and its
 * approved parent comment, in one query. Params: `post` (id or slug), `parent` (comment id or null).
 */
export const REFERENCES_QUERY = defineQuery(`{
  "post": *[${VISIBLE_POST} && _id in path("*") && (_id == $post || slug.current == $post)][0]._id,
  "parent": *[_type == "comment" && _id in path("*") && _id == $parent && moderationStatus == "approved"][0]{
    _id, "post": post._ref
  }
}`)
