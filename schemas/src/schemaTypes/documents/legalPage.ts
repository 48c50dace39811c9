import { DocumentTextIcon } from '@sanity/icons/DocumentText'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { lineField, SITE_MESSAGES, uniqueBy } from '../objects/siteFields'

/** The terms and the privacy policy: sections with stable anchors and an editable "last updated" date. */
export const legalPage = defineType({
  name: 'legalPage',
  title: 'Legal page',
  type: 'document',
  icon: DocumentTextIcon,
  fields: [
    lineField('title', 'Title', 60),
    defineField({
      name: 'slug',
      title: 'Slug',
      type: 'slug',
      description: 'terms or privacy-policy: the page this text belongs to.',
      options: { source: 'title', maxLength: 60 },
      validation: (rule) => rule.required().error(SITE_MESSAGES.required('Slug')),
    }),
    defineField({
      name: 'lastUpdated',
      title: 'Last updated',
      type: 'date',
      description: 'Shown as month and year (“Last updated: May 2024”).',
      validation: (rule) => rule.required().error(SITE_MESSAGES.required('Last updated')),
    }),
    defineField({ name: 'intro', title: 'Introduction', type: 'legalText' }),
    defineField({
      name: 'sections',
      title: 'Sections',
      type: 'array',
      description: 'Numbered in this order; drag to reorder.',
      of: [defineArrayMember({ type: 'legalSection' })],
      validation: (rule) => [
        rule.required().min(1).error('Write at least one section.'),
        rule.custom(uniqueBy((item: { anchor?: string }) => item.anchor, 'Each anchor may be used once')),
      ],
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'lastUpdated' } },
})
