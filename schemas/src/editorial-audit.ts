/**
 * Editorial decisions in the audit log, by person: publishes and unpublishes, comment approvals, rejections and spam
 * calls, schedule changes. The Content Lake reports each with a GROQ-powered webhook (this filter and projection;
 * `identity()` is the id of the member whose transaction made the change), which the function's route turns into an
 * audit entry naming that person (functions/src/editorial-audit/route.ts). `npm start` gives the local lake this
 * webhook; on hosted Sanity it is created once in the project's API settings (docs/production.md).
 */
import { isDraftId } from './ids.ts'
import type { AuditAction } from './privacy.ts'

export const EDITORIAL_AUDIT_ROUTE = '/api/editorial-audit'

/** Uploaded files are stored, not published. */
const ASSET_TYPES = '["sanity.imageAsset", "sanity.fileAsset"]'

/** `system`: the local lake's own bulk loads (`npm run seed`, imports), which are not anyone's decision. */
export const EDITORIAL_AUDIT_WEBHOOK = {
  name: 'editorial-audit',
  /** Rejections and schedules are changes to drafts. */
  includeDrafts: true,
  filter: `identity() != "system" && (${[
    // A moderation decision: the comment as it stands after it (an approval publishes it, the draft goes).
    '(_type == "comment" && delta::changedAny(moderationStatus) && defined(after().moderationStatus))',
    '(_id in path("drafts.**") && delta::changedAny(scheduledPublishAt))',
    // Anything written at a public id (private records live under paths) is published or unpublished.
    `(_id in path("*") && _type != "comment" && !(_type in ${ASSET_TYPES}))`,
  ].join(' || ')})`,
  projection: `{
    "documentId": _id,
    "documentType": _type,
    "actor": identity(),
    "operation": delta::operation(),
    "moderationStatus": after().moderationStatus,
    "scheduledPublishAt": after().scheduledPublishAt
  }`,
} as const

/** The webhook's body, as the projection above shapes it. */
export interface EditorialChange {
  documentId: string
  documentType: string
  actor: string
  operation: 'create' | 'update' | 'delete'
  moderationStatus?: string | null
  scheduledPublishAt?: string | null
}

const MODERATION: Record<string, AuditAction> = { approved: 'approve', rejected: 'reject', spam: 'spam' }

/** What the change was, in the audit log's words; undefined for a change the log does not keep. */
export function editorialActionOf(change: EditorialChange): AuditAction | undefined {
  if (change.documentType === 'comment') return MODERATION[change.moderationStatus ?? '']
  if (isDraftId(change.documentId)) return change.scheduledPublishAt ? 'schedule' : 'unschedule'
  return change.operation === 'delete' ? 'unpublish' : 'publish'
}
