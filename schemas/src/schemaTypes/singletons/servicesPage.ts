import { PackageIcon } from '@sanity/icons/Package'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { languageField } from '../fields/language'
import { lineField, pageTitleFields, paragraphField, uniqueBy } from '../fields/siteFields'

/** /all-services (docs/product-rules.md#services): heading, lead and the services in the editor's order. Id `servicesPage`. */
export const servicesPage = defineType({
  name: 'servicesPage',
  title: 'Services page',
  type: 'document',
  icon: PackageIcon,
  fields: [
    languageField,
    ...pageTitleFields(),
    lineField('heading', 'Heading', 90),
    paragraphField('lead', 'Lead', 200, { rows: 2 }),
    defineField({
      name: 'services',
      title: 'Services',
      type: 'array',
      description: 'Drag to reorder: the page lists them in this order.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'service' }] })],
      validation: (rule) => [
        rule.required().min(1).error('Services: pick at least 1.'),
        rule.max(9).error('Services: at most 9 fit the design.'),
        rule.custom(uniqueBy((item: { _ref?: string }) => item._ref, 'Services: each may appear once')),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: 'Services page' }) },
})
