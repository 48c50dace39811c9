import { defineArrayMember, defineField, defineType } from 'sanity'
import { anchorField, lineField, SITE_MESSAGES } from '../fields/siteFields'
import { linkAnnotation } from './blockContent'

/** Legal prose: paragraphs and lists, emphasis and links (only safe targets, as in posts). */
export const legalText = defineType({
  name: 'legalText',
  title: 'Legal text',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
      styles: [{ title: 'Normal', value: 'normal' }],
      lists: [
        { title: 'Bullet', value: 'bullet' },
        { title: 'Numbered', value: 'number' },
      ],
      marks: {
        decorators: [
          { title: 'Strong', value: 'strong' },
          { title: 'Emphasis', value: 'em' },
        ],
        annotations: [linkAnnotation],
      },
    }),
  ],
})

/** One numbered section of a legal page; its anchor is the #id the table of contents and other pages link to. */
export const legalSection = defineType({
  name: 'legalSection',
  title: 'Section',
  type: 'object',
  fields: [
    lineField('heading', 'Heading', 90),
    anchorField('anchor', 'Anchor'),
    defineField({
      name: 'body',
      title: 'Text',
      type: 'legalText',
      validation: (rule) => rule.required().min(1).error(SITE_MESSAGES.required('Text')),
    }),
  ],
  preview: { select: { title: 'heading', subtitle: 'anchor' } },
})
