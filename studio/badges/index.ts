import { scamReasonsSummary } from '@escrova/schemas/schemaTypes/documents/comment'
import { REVIEW_TITLES } from '@escrova/schemas/schemaTypes/documents/waitListApplication'
import type { ReviewStatus } from '@escrova/schemas/wait-list'
import type { DocumentBadgeComponent, DocumentBadgesResolver } from 'sanity'
import { PRIVATE_RECORD_TYPES } from '../components/review/index'
import { UnsavedEditsTracker } from '../components/role-watch/unsaved-edits'
import { RETENTION_TYPES, RetentionBadge } from './retention'

/** "Scam: Phone number, ..." on a comment the function flagged; it stays after approval, as the flags do. */
export const ScamSignalsBadge: DocumentBadgeComponent = (props) => {
  const signals = (props.draft ?? props.published)?.spamSignals as { scamFlags?: unknown } | undefined
  const why = scamReasonsSummary(signals?.scamFlags)
  if (!why) return null
  return {
    label: `Scam: ${why}`,
    title:
      'The comment function found these scam patterns; the marked text is under the name and text fields.',
    color: 'danger',
  }
}

const REVIEW_BADGE_COLOR: Record<ReviewStatus, 'primary' | 'success' | 'danger' | undefined> = {
  new: 'primary',
  reviewing: undefined,
  selected: 'success',
  declined: 'danger',
}

/** An application's review status ("Reviewing", "Selected", ...) beside the actions. */
export const ReviewStatusBadge: DocumentBadgeComponent = (props) => {
  const status = ((props.published ?? props.draft)?.reviewStatus ?? 'new') as ReviewStatus
  const label = REVIEW_TITLES[status]
  if (!label) return null
  return { label, title: `Review status: ${label}`, color: REVIEW_BADGE_COLOR[status] }
}

/**
 * Sanity's red "Live" badge (every live-edited document) is left off the private records: they are live-edited
 * so a change is saved at once, not because anything goes live; their header says "Private" (`components/review/`).
 */
const isLiveEditBadge = (badge: DocumentBadgeComponent) => badge.displayName === 'LiveEditBadge'

export const resolveDocumentBadges: DocumentBadgesResolver = (previous, context) => {
  const badges = PRIVATE_RECORD_TYPES.includes(context.schemaType)
    ? previous.filter((badge) => !isLiveEditBadge(badge))
    : [...previous]
  if (context.schemaType === 'waitListApplication') badges.push(ReviewStatusBadge)
  if (RETENTION_TYPES.includes(context.schemaType)) badges.push(RetentionBadge)
  if (context.schemaType === 'comment') badges.push(ScamSignalsBadge)
  // Shows nothing: lets a role change wait for this document's edits to be saved (components/role-watch).
  badges.push(UnsavedEditsTracker)
  return badges
}
