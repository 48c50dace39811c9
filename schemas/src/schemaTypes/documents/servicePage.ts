import { DocumentTextIcon } from '@sanity/icons/DocumentText'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { languageField } from '../fields/language'
import {
  anchorField,
  lineField,
  linesField,
  paragraphField,
  SITE_MESSAGES,
  uniqueBy,
} from '../fields/siteFields'
import { isUniqueInLanguage } from '../validation/uniqueSlugInLanguage'

/** A page under /services/<slug>: intro and sections with optional check-lists. */
export const servicePage = defineType({
  name: 'servicePage',
  title: 'Service page',
  type: 'document',
  icon: DocumentTextIcon,
  fields: [
    languageField,
    lineField('title', 'Title', 40),
    defineField({
      name: 'slug',
      title: 'Slug',
      type: 'slug',
      description: 'The page is /services/<slug>.',
      options: { source: 'title', maxLength: 60, isUnique: isUniqueInLanguage },
      validation: (rule) => rule.required().error(SITE_MESSAGES.required('Slug')),
    }),
    paragraphField('description', 'Search description', 160, { rows: 2 }),
    paragraphField('intro', 'Intro', 400),
    defineField({
      name: 'sections',
      title: 'Sections',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'servicePageSection',
          type: 'object',
          fields: [
            anchorField('anchor', 'Anchor', { optional: true }),
            lineField('heading', 'Heading', 60),
            defineField({
              name: 'paragraphs',
              title: 'Paragraphs',
              type: 'array',
              of: [
                defineArrayMember({ type: 'text', rows: 4, validation: (rule) => rule.required().max(600) }),
              ],
              validation: (rule) => rule.required().min(1).error('Write at least one paragraph.'),
            }),
            linesField('points', 'Check-list', { min: 0, max: 6, itemMax: 80 }, { optional: true }),
          ],
          preview: { select: { title: 'heading', subtitle: 'anchor' } },
        }),
      ],
      validation: (rule) => [
        rule.required().min(1).error('Write at least one section.'),
        rule.custom(uniqueBy((item: { anchor?: string }) => item.anchor, 'Each anchor may be used once')),
      ],
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'slug.current' } },
})
