import { isValidEmail, isValidPhone, WAIT_LIST_MESSAGES } from '@escrova/schemas/wait-list'
import { CogIcon } from '@sanity/icons/Cog'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { httpsUrlField, lineField, linesField, paragraphField, SITE_MESSAGES } from '../objects/siteFields'

export const SOCIAL_NETWORKS = ['Facebook', 'X', 'Instagram', 'LinkedIn'] as const

/** Facts every page shows (header, footer, contact block, store buttons): one document, id `siteSettings`. */
export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  icon: CogIcon,
  groups: [
    { name: 'brand', title: 'Brand', default: true },
    { name: 'contact', title: 'Contact' },
    { name: 'links', title: 'Stores and socials' },
  ],
  fields: [
    lineField('brandName', 'Brand name', 40, { group: 'brand' }),
    lineField('companyName', 'Operating company', 80, {
      group: 'brand',
      description: 'Named in the footer’s copyright line, the About page and the legal pages.',
    }),
    paragraphField('footerTagline', 'Footer tagline', 140, { group: 'brand', rows: 2 }),
    linesField(
      'noFees',
      'No-fee promises',
      { min: 1, max: 4, itemMax: 40 },
      { group: 'brand', description: 'The short promises in the footer, in order.' },
    ),
    lineField('feesNote', 'Fees note', 80, { group: 'brand', description: 'The footer’s last line.' }),
    defineField({
      name: 'contactEmail',
      title: 'Contact email',
      type: 'string',
      group: 'contact',
      validation: (rule) => [
        rule.required().error(WAIT_LIST_MESSAGES.emailRequired),
        rule.custom((value: string | undefined) =>
          !value || isValidEmail(value) ? true : WAIT_LIST_MESSAGES.emailInvalid,
        ),
      ],
    }),
    defineField({
      name: 'contactPhone',
      title: 'Contact phone',
      type: 'string',
      group: 'contact',
      description: 'As visitors should read it, e.g. +234 800 372 7768; the call link drops the spaces.',
      validation: (rule) => [
        rule.required().error(WAIT_LIST_MESSAGES.phoneRequired),
        rule.custom((value: string | undefined) =>
          !value || isValidPhone(value) ? true : WAIT_LIST_MESSAGES.phoneInvalid,
        ),
      ],
    }),
    lineField('contactAddress', 'Address', 120, { group: 'contact' }),
    lineField('supportHours', 'Support hours', 40, {
      group: 'contact',
      description: 'Shown after “Support:” in the footer.',
    }),
    httpsUrlField('androidStoreUrl', 'Google Play link', { group: 'links' }),
    httpsUrlField('iosStoreUrl', 'App Store link', { group: 'links' }),
    defineField({
      name: 'socials',
      title: 'Social profiles',
      type: 'array',
      group: 'links',
      description: 'In the order the footer shows them.',
      of: [
        defineArrayMember({
          name: 'socialLink',
          title: 'Social profile',
          type: 'object',
          fields: [
            defineField({
              name: 'network',
              title: 'Network',
              type: 'string',
              options: { list: [...SOCIAL_NETWORKS] },
              validation: (rule) => rule.required().error(SITE_MESSAGES.required('Network')),
            }),
            httpsUrlField('url', 'Profile link'),
          ],
          preview: { select: { title: 'network', subtitle: 'url' } },
        }),
      ],
      validation: (rule) => rule.max(SOCIAL_NETWORKS.length).error('At most one profile per network.'),
    }),
  ],
  preview: { prepare: () => ({ title: 'Site settings' }) },
})
