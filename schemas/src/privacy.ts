/**
 * Privacy operations shared by the function (retention job, data-rights endpoints, digest) and the Studio (erase
 * dates, settings): document ids, retention defaults and the audit log's vocabulary.
 */

/** The one settings document, under a private path so only signed-in staff read it. */
export const PRIVACY_SETTINGS_ID = 'privacy.settings'

/**
 * The audit log's documents live under this path. Only administrators read it: the lake's viewer role is granted
 * every document but this path (hosted: a custom role with the same filter, docs/production.md).
 */
export const AUDIT_LOG_PATH = 'auditLog'

/**
 * An erased application's spreadsheet row whose deletion the sheet has not confirmed yet: the function books it as
 * `privacy.sheetErasure.<row Id>` (only that opaque Id) and retries; staff see the ones it gave up on.
 */
export const SHEET_ERASURE_TYPE = 'sheetRowErasure'
export const SHEET_ERASURE_PATH = 'privacy.sheetErasure'
export const SHEET_ERASURE_STATUSES = ['pending', 'failed'] as const
export type SheetErasureStatus = (typeof SHEET_ERASURE_STATUSES)[number]

/**
 * How a data-rights request finds a commenter's comments without the comment holding their e-mail: the function keeps,
 * per comment, a private `privacy.commentContact.<comment id>` with only a keyed hash (HMAC-SHA256 under
 * `AUDIT_HASH_SECRET`, as the audit log's subject) of the e-mail the form asked for. Erased with its comment.
 */
export const COMMENT_CONTACT_TYPE = 'commentContact'
export const COMMENT_CONTACT_PATH = 'privacy.commentContact'

export const RETENTION_DEFAULTS = {
  /** Wait-list applications are erased this many months after receipt unless staff mark them 'keep'. */
  applicationMonths: 12,
  /**
   * Rejected and spam comments (and tickets filed as spam) are erased this many days after the decision's grace
   * period ends: the clock starts at the decision (`decidedAt`), never at the writing.
   */
  rejectedCommentDays: 30,
  /**
   * Days after a decision that can lead to erasure (reject, spam) during which nothing is erased, whatever the
   * retention: time to notice and undo a slip. A privacy setting (`erasureGraceDays`).
   */
  erasureGraceDays: 7,
  /** Resolved support tickets are erased this many months after they were resolved. */
  resolvedTicketMonths: 24,
  /** New pending comments and tickets are announced at most once per this many minutes. */
  digestIntervalMinutes: 15,
} as const

export interface PrivacySettings {
  applicationRetentionMonths?: number
  erasureGraceDays?: number
  digestIntervalMinutes?: number
}

/** Data-rights and retention actions, then editorial decisions (`editorial-audit.ts`). */
export const AUDIT_ACTIONS = [
  'find',
  'export',
  'correct',
  'erase',
  'retention-erase',
  'publish',
  'unpublish',
  'approve',
  'reject',
  'spam',
  'schedule',
  'unschedule',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export const AUDIT_ACTION_TITLES: Record<AuditAction, string> = {
  find: 'Looked up records',
  export: 'Exported records',
  correct: 'Corrected a field',
  erase: 'Erased records',
  'retention-erase': 'Erased by the retention schedule',
  publish: 'Published',
  unpublish: 'Unpublished',
  approve: 'Approved a comment',
  reject: 'Rejected a comment',
  spam: 'Marked a comment as spam',
  schedule: 'Scheduled publishing',
  unschedule: 'Removed a schedule',
}

/** Calendar months after a date, clamped to the month's last day (31 January + 1 month = 28/29 February). */
export function addMonths(from: Date, months: number): Date {
  const result = new Date(from.getTime())
  const day = result.getUTCDate()
  result.setUTCDate(1)
  result.setUTCMonth(result.getUTCMonth() + months)
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate()
  result.setUTCDate(Math.min(day, lastDay))
  return result
}

export const addDays = (from: Date, days: number): Date => new Date(from.getTime() + days * 86_400_000)

export interface RetentionInput {
  _type: string
  _id: string
  _createdAt?: string
  _updatedAt?: string
  submittedAt?: string
  createdAt?: string
  receivedAt?: string
  resolvedAt?: string
  status?: string
  moderationStatus?: string
  keep?: boolean
  /** When a moderator decided on a comment (set by the Studio's moderation actions and the function). */
  decidedAt?: string
}

/**
 * When a record is due for erasure, or undefined when none is set (kept by staff, an approved comment, an open
 * ticket). The schedule job erases what is due; the Studio shows the same date on each record. A rejected or spam
 * comment, and a ticket filed as spam, count from the decision (`decidedAt`, else the record's last change, which
 * is never before the decision): the grace period, then the retention period.
 */
export function eraseDate(
  record: RetentionInput,
  applicationMonths: number,
  graceDays: number = RETENTION_DEFAULTS.erasureGraceDays,
): Date | undefined {
  const at = (value: string | undefined) => (value ? new Date(value) : undefined)
  const afterDecision = (decided: Date | undefined) =>
    decided && addDays(decided, graceDays + RETENTION_DEFAULTS.rejectedCommentDays)
  if (record._type === 'waitListApplication') {
    if (record.keep) return undefined
    const received = at(record.submittedAt ?? record._createdAt)
    return received && addMonths(received, applicationMonths)
  }
  if (record._type === 'comment') {
    if (record.moderationStatus !== 'rejected' && record.moderationStatus !== 'spam') return undefined
    return afterDecision(at(record.decidedAt ?? record._updatedAt))
  }
  if (record._type === 'supportTicket') {
    if (record.status === 'spam') return afterDecision(at(record.decidedAt ?? record._updatedAt))
    if (record.status !== 'resolved') return undefined
    const resolved = at(record.resolvedAt ?? record._updatedAt)
    return resolved && addMonths(resolved, RETENTION_DEFAULTS.resolvedTicketMonths)
  }
  return undefined
}
