import { defineField, defineType } from 'sanity'
import { describe, expect, it } from 'vitest'
import { schedulableTypes, scheduledPublishAtField } from '../src/schemaTypes/fields/scheduledPublishAt.ts'
import { SCHEDULABLE_TYPES, schemaTypes } from '../src/schemaTypes/index.ts'

describe('the schedulable types are the document types with the scheduledPublishAt field', () => {
  it('are, for the registered schema, posts and the site’s copy, as before', () => {
    expect([...SCHEDULABLE_TYPES].sort()).toEqual(
      [
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
      ].sort(),
    )
  })

  it('a new document type with the field becomes schedulable; one without it, or an object with it, does not', () => {
    const pressRelease = defineType({
      name: 'pressRelease',
      title: 'Press release',
      type: 'document',
      fields: [defineField({ name: 'title', type: 'string' }), scheduledPublishAtField()],
    })
    const note = defineType({
      name: 'note',
      type: 'document',
      fields: [defineField({ name: 'text', type: 'string' })],
    })
    const embedded = defineType({ name: 'embedded', type: 'object', fields: [scheduledPublishAtField()] })
    const types = schedulableTypes([...schemaTypes, pressRelease, note, embedded])
    expect(types.has('pressRelease')).toBe(true)
    expect(types.has('note')).toBe(false)
    expect(types.has('embedded')).toBe(false)
    expect(types.size).toBe(SCHEDULABLE_TYPES.size + 1)
  })
})
