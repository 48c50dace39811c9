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

export const resolveDocumentBadges: DocumentBadgesResolver = (previous, context) => {
  if (RETENTION_TYPES.includes(context.schemaType)) return [...previous, RetentionBadge]
  return context.schemaType === 'post' ? [...previous, ScheduledBadge] : previous
}
