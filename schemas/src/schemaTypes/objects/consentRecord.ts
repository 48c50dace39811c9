import { defineField, defineType } from 'sanity'

/** What the visitor agreed to (`@escrova/schemas/consent`): written by the function, read-only for staff. */
export const consentRecordType = defineType({
  name: 'consentRecord',
  title: 'Consent record',
  type: 'object',
  readOnly: true,
  fields: [
    defineField({ name: 'label', title: 'Label shown', type: 'string' }),
    defineField({
      name: 'labelVersion',
      title: 'Label version',
      type: 'string',
      description: 'Derived from the label’s words: a different version means different wording.',
    }),
    defineField({ name: 'agreedAt', title: 'Agreed at', type: 'datetime' }),
    defineField({
      name: 'tickedByVisitor',
      title: 'Ticked by the visitor',
      type: 'boolean',
      description: 'The box is never pre-ticked; this is true only when the visitor ticked it.',
    }),
  ],
  preview: {
    select: { agreedAt: 'agreedAt', labelVersion: 'labelVersion' },
    prepare: ({ agreedAt, labelVersion }) => ({
      title: agreedAt ? `Agreed ${String(agreedAt).slice(0, 10)}` : 'No consent recorded',
      subtitle: labelVersion ? `Label version ${labelVersion}` : undefined,
    }),
  },
})
