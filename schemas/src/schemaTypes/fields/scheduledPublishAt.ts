import { defineField } from 'sanity'

export const SCHEDULED_PUBLISH_AT = 'scheduledPublishAt'

/** The little of a schema type the derivation reads. */
export interface SchemaTypeShape {
  name: string
  type: string
  fields?: ReadonlyArray<{ name: string }>
}

/**
 * The document types an editor can schedule: those that carry this field (posts and the site's copy, so a terms
 * update or a new FAQ answer can go live at a set time, as a post does). The Studio adds Schedule / Unschedule to
 * them; the function's schedule job publishes any draft that carries a due `scheduledPublishAt`. The set for the
 * registered schema is `SCHEDULABLE_TYPES` in `schemaTypes/index.ts`.
 */
export function schedulableTypes(types: readonly SchemaTypeShape[]): ReadonlySet<string> {
  return new Set(
    types
      .filter(
        (type) =>
          type.type === 'document' && type.fields?.some((field) => field.name === SCHEDULED_PUBLISH_AT),
      )
      .map((type) => type.name),
  )
}

/** Set by the Schedule action on the draft, shown only while set; the schedule job removes it when it publishes. */
export const scheduledPublishAtField = (group?: string) =>
  defineField({
    name: SCHEDULED_PUBLISH_AT,
    title: 'Scheduled to publish at',
    type: 'datetime',
    ...(group ? { group } : {}),
    description: 'Set by the Schedule action; the schedule job publishes the draft at this time.',
    readOnly: true,
    hidden: ({ value }) => !value,
  })
