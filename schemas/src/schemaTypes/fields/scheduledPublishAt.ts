import { defineField } from 'sanity'

/**
 * The document types an editor can schedule: posts, and the site's copy (so a terms update or a new FAQ answer can
 * go live at a set time, as a post does). The Studio adds Schedule / Unschedule to these; the function's schedule
 * job publishes any draft that carries a due `scheduledPublishAt`.
 */
export const SCHEDULABLE_TYPES: ReadonlySet<string> = new Set([
  'post',
  'legalPage',
  'faqItem',
  'testimonial',
  'partner',
  'service',
  'servicePage',
  'siteSettings',
  'homePage',
  'aboutPage',
  'servicesPage',
  'pricing',
])

/** Set by the Schedule action on the draft, shown only while set; the schedule job removes it when it publishes. */
export const scheduledPublishAtField = (group?: string) =>
  defineField({
    name: 'scheduledPublishAt',
    title: 'Scheduled to publish at',
    type: 'datetime',
    ...(group ? { group } : {}),
    description: 'Set by the Schedule action; the schedule job publishes the draft at this time.',
    readOnly: true,
    hidden: ({ value }) => !value,
  })
