import { DocumentTextIcon } from '@sanity/icons/DocumentText'
import { defineArrayMember, defineField, defineType, type FieldDefinition } from 'sanity'
import { languageField } from '../fields/language'
import { lineField, metaDescriptionField, SITE_MESSAGES, uniqueBy } from '../fields/siteFields'
import { isUniqueInLanguage } from '../validation/uniqueSlugInLanguage'

/** The page whose own lines (contents heading, the pointer to the terms, the contact section) are required. */
export const PRIVACY_SLUG = 'privacy-policy'

export const PRIVACY_LINE_MESSAGE = (title: string) =>
  `${title} is required on the privacy policy: the page shows it.`

type LegalDocument = { slug?: { current?: string } }

/** Optional on the terms, required on the privacy policy, which shows it. */
const requiredOnPrivacy = (title: string) => (value: unknown, context: { document?: unknown }) =>
  value || (context.document as LegalDocument | undefined)?.slug?.current !== PRIVACY_SLUG
    ? true
    : PRIVACY_LINE_MESSAGE(title)

const lineGroup = (name: string, title: string, description: string, fields: FieldDefinition[]) =>
  defineField({
    name,
    title,
    type: 'object',
    description,
    options: { collapsible: true },
    fields,
    validation: (rule) => rule.custom(requiredOnPrivacy(title)),
  })

/** The terms and the privacy policy: sections with stable anchors and an editable "last updated" date. */
export const legalPage = defineType({
  name: 'legalPage',
  title: 'Legal page',
  type: 'document',
  icon: DocumentTextIcon,
  fields: [
    languageField,
    lineField('title', 'Title', 60),
    metaDescriptionField(),
    defineField({
      name: 'slug',
      title: 'Slug',
      type: 'slug',
      description: 'terms or privacy-policy: the page this text belongs to.',
      options: { source: 'title', maxLength: 60, isUnique: isUniqueInLanguage },
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
      name: 'contentsHeading',
      title: 'Contents heading',
      type: 'string',
      description: 'Heading of the list of sections after the introduction (privacy policy: “Contents”).',
      validation: (rule) => [
        rule.custom(requiredOnPrivacy('Contents heading')),
        rule.max(40).error(SITE_MESSAGES.tooLong('Contents heading', 40)),
      ],
    }),
    lineGroup(
      'readAlso',
      'Pointer to the terms',
      'The line after the introduction; the link text links to the terms and a full stop follows it.',
      [lineField('text', 'Text', 80), lineField('linkText', 'Link text', 40)],
    ),
    lineGroup(
      'closing',
      'Contact section',
      'The last section; its link text opens the footer’s contact block and a full stop follows it.',
      [
        lineField('heading', 'Heading', 40),
        lineField('text', 'Text', 200),
        lineField('linkText', 'Link text', 40),
      ],
    ),
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
