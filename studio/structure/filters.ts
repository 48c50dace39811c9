/**
 * GROQ filters behind each list. The Studio runs list filters in the `drafts` perspective, where a draft stands in
 * for its published document under the published id (`_originalId` says which one it is): there, a post with only a
 * draft and a published post with an edit in progress look the same, and `drafts.` ids and subqueries over them are
 * not visible (`count(*[_id == "drafts." + ^._id])` is always 0). So the Blog lists are told which posts have never
 * been published, as `$neverPublishedIds` (from a raw-perspective listener, `never-published.ts`). That list holds
 * unpublished work only: it does not grow with the blog, so the lists open as fast at 10,000 published posts as at 34.
 */
export const POST_FILTERS = {
  /** Never published (or taken down). */
  drafts: '_type == "post" && _id in $neverPublishedIds',
  /** Live on the site; a pending edit shows as the document's draft status. */
  published: '_type == "post" && !(_id in $neverPublishedIds)',
} as const

export const commentFilter = (status: string) => `_type == "comment" && moderationStatus == "${status}"`

/** Pending comments the function flagged as possible scams (`spamSignals.scamFlags`), for a moderator to take first. */
export const FLAGGED_COMMENTS_FILTER = `${commentFilter('pending')} && count(spamSignals.scamFlags) > 0`

export const applicationFilter = (status?: string) =>
  status ? `_type == "waitListApplication" && reviewStatus == "${status}"` : '_type == "waitListApplication"'
