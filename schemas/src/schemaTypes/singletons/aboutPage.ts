import { InfoOutlineIcon } from '@sanity/icons/InfoOutline'
import { defineArrayMember, defineField, defineType, type FieldDefinition } from 'sanity'
import { languageField } from '../fields/language'
import { lineField, linesField, pageTitleFields, paragraphField, SITE_MESSAGES } from '../fields/siteFields'

function block(name: string, title: string, fields: FieldDefinition[]) {
  return defineField({
    name,
    title,
    type: 'object',
    options: { collapsible: true, collapsed: false },
    fields,
    validation: (rule) => rule.required().error(SITE_MESSAGES.required(title)),
  })
}

/** The About page (docs/product-rules.md#about): who we are, mission, vision, core values, value proposition. Id `aboutPage`. */
export const aboutPage = defineType({
  name: 'aboutPage',
  title: 'About page',
  type: 'document',
  icon: InfoOutlineIcon,
  fields: [
    languageField,
    ...pageTitleFields(),
    block('whoWeAre', 'Who we are', [
      lineField('eyebrow', 'Eyebrow', 30),
      lineField('heading', 'Heading', 90),
      paragraphField('lead', 'Lead paragraph', 320),
      paragraphField('text', 'Second paragraph', 480, { rows: 4 }),
    ]),
    block('mission', 'Mission', [lineField('heading', 'Heading', 40), paragraphField('text', 'Text', 320)]),
    block('vision', 'Vision', [lineField('heading', 'Heading', 40), paragraphField('text', 'Text', 320)]),
    block('values', 'Core values', [
      lineField('eyebrow', 'Eyebrow', 30),
      lineField('heading', 'Heading', 60),
      defineField({
        name: 'items',
        title: 'Values',
        type: 'array',
        description: 'Drag to reorder.',
        of: [
          defineArrayMember({
            name: 'coreValue',
            type: 'object',
            fields: [lineField('title', 'Title', 30), paragraphField('text', 'Text', 160, { rows: 2 })],
            preview: { select: { title: 'title', subtitle: 'text' } },
          }),
        ],
        validation: (rule) => [
          rule.required().min(3).error('Core values: at least 3.'),
          rule.max(6).error('Core values: at most 6 fit the design.'),
        ],
      }),
    ]),
    block('valueProposition', 'Value proposition', [
      lineField('eyebrow', 'Eyebrow', 30),
      lineField('heading', 'Heading', 90),
      linesField('points', 'Points', { min: 1, max: 6, itemMax: 90 }),
    ]),
  ],
  preview: { prepare: () => ({ title: 'About page' }) },
})
