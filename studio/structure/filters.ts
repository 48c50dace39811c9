/**
 * GROQ filters behind each list. The Studio runs list filters in the drafts perspective, where a draft stands in
 * for its published document under the published id; so "has a published version" cannot be read from the listed
 * document itself. The Blog lists get the ids of published posts (from a raw-perspective listener) as `$publishedIds`.
 */
export const POST_FILTERS = {
  scheduled: '_type == "post" && defined(scheduledPublishAt)',
  /** Never published (or taken down), not scheduled. */
  drafts: '_type == "post" && !defined(scheduledPublishAt) && !(_id in $publishedIds)',
  /** Live on the site; a pending edit shows as the document's draft status. */
  published: '_type == "post" && _id in $publishedIds',
} as const

export const PUBLISHED_POST_IDS_QUERY = '*[_type == "post" && !(_id in path("drafts.**"))]{_id}'

export const commentFilter = (status: string) => `_type == "comment" && moderationStatus == "${status}"`

export const applicationFilter = (status?: string) =>
  status ? `_type == "waitListApplication" && reviewStatus == "${status}"` : '_type == "waitListApplication"'

/** Every pending comment in raw view: drafts and published alike, counted once per published id by the caller. */
export const PENDING_COMMENTS_QUERY = '*[_type == "comment" && moderationStatus == "pending"]{_id}'
