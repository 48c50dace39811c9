/**
 * Editorial decisions in the audit log, by person: publishes and unpublishes, comment approvals, rejections and spam
 * calls, and releases (Scheduled Drafts are releases too) scheduled, unscheduled and published. The Content Lake reports each with a GROQ-powered webhook (this filter and projection;
 * `identity()` is the id of the member whose transaction made the change), which the function's route turns into an
 * audit entry naming that person (functions/src/editorial-audit/route.ts). `npm start` gives the local lake this
 * webhook; on hosted Sanity it is created once in the project's API settings (docs/production.md).
 */
import type { AuditAction } from './privacy.ts'

export const EDITORIAL_AUDIT_ROUTE = '/api/editorial-audit'

/** Uploaded files are stored, not published. */
const ASSET_TYPES = '["sanity.imageAsset", "sanity.fileAsset"]'

export const RELEASE_TYPE = 'system.release'

/**
 * `system`: the local lake's own bulk loads (`npm run seed`, imports), which are not anyone's decision. A release's
 * state change is kept whoever made it: the lake itself publishes a scheduled release at its time, and the function
 * names the person who scheduled it (`functions/src/editorial-audit/route.ts`).
 */
export const EDITORIAL_AUDIT_WEBHOOK = {
  name: 'editorial-audit',
  /** Rejections are changes to drafts. */
  includeDrafts: true,
  filter: `(_type == "${RELEASE_TYPE}" && delta::changedAny(state)) || (identity() != "system" && (${[
    // A moderation decision: the comment as it stands after it (an approval publishes it, the draft goes).
    '(_type == "comment" && delta::changedAny(moderationStatus) && defined(after().moderationStatus))',
    // Anything written at a public id (private records live under paths) is published or unpublished.
    `(_id in path("*") && _type != "comment" && !(_type in ${ASSET_TYPES}))`,
  ].join(' || ')}))`,
  projection: `{
    "documentId": _id,
    "documentType": _type,
    "actor": identity(),
    "operation": delta::operation(),
    "moderationStatus": after().moderationStatus,
    "release": select(_type == "${RELEASE_TYPE}" => {
      "title": after().metadata.title,
      "stateBefore": before().state,
      "state": after().state,
      "publishAt": after().publishAt,
      "documentIds": after().finalDocumentStates[].id
    })
  }`,
} as const

/** A release's state change, as the projection above shapes it. */
export interface ReleaseChange {
  title?: string | null
  stateBefore?: string | null
  state?: string | null
  publishAt?: string | null
  documentIds?: string[] | null
}

/** The webhook's body, as the projection above shapes it. */
export interface EditorialChange {
  documentId: string
  documentType: string
  actor: string
  operation: 'create' | 'update' | 'delete'
  moderationStatus?: string | null
  release?: ReleaseChange | null
}

const MODERATION: Record<string, AuditAction> = { approved: 'approve', rejected: 'reject', spam: 'spam' }

/**
 * A release's move between the states the log keeps (the lake's passing states, `scheduling` and `publishing`, are
 * not decisions): scheduled, unscheduled (back to active from scheduled), published.
 */
function releaseActionOf(release: ReleaseChange): AuditAction | undefined {
  if (release.state === 'scheduled') return 'schedule'
  if (release.state === 'published') return 'publish'
  if (release.state === 'active' && ['scheduled', 'scheduling'].includes(release.stateBefore ?? ''))
    return 'unschedule'
  return undefined
}

/** What the change was, in the audit log's words; undefined for a change the log does not keep. */
export function editorialActionOf(change: EditorialChange): AuditAction | undefined {
  if (change.documentType === RELEASE_TYPE)
    return change.release ? releaseActionOf(change.release) : undefined
  if (change.documentType === 'comment') return MODERATION[change.moderationStatus ?? '']
  return change.operation === 'delete' ? 'unpublish' : 'publish'
}
