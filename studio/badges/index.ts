import { scamReasonsSummary } from '@escrova/schemas/schemaTypes/documents/comment'
import type { DocumentBadgeComponent, DocumentBadgesResolver } from 'sanity'
import { formatScheduledTime } from '../lib/schedule'
import { RETENTION_TYPES, RetentionBadge } from './retention'

/** "Scheduled <time>" on a post whose draft waits for the schedule job. */
export const ScheduledBadge: DocumentBadgeComponent = (props) => {
  const at = props.draft?.scheduledPublishAt
  if (typeof at !== 'string') return null
  return {
    label: `Scheduled ${formatScheduledTime(at)}`,
    title: `The schedule job publishes this draft at ${new Date(at).toISOString()}`,
    color: 'primary',
  }
}

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

export const resolveDocumentBadges: DocumentBadgesResolver = (previous, context) => {
  const badges = [...previous]
  if (RETENTION_TYPES.includes(context.schemaType)) badges.push(RetentionBadge)
  if (context.schemaType === 'post') badges.push(ScheduledBadge)
  if (context.schemaType === 'comment') badges.push(ScamSignalsBadge)
  return badges
}
