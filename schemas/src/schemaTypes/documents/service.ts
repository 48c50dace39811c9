import { PackageIcon } from '@sanity/icons/Package'
import { defineType } from 'sanity'
import { anchorField, lineField, paragraphField, siteLinkField } from '../fields/siteFields'

/** One service card on /all-services; the services page's list decides the order. */
export const service = defineType({
  name: 'service',
  title: 'Service',
  type: 'document',
  icon: PackageIcon,
  fields: [
    lineField('title', 'Title', 40),
    anchorField('anchor', 'Anchor', {
      description: 'The card’s #anchor on /all-services (the home page’s Voting card links to #voting).',
    }),
    paragraphField('summary', 'Summary', 240),
    siteLinkField('link', 'Learn more link', { optional: true }),
  ],
  preview: { select: { title: 'title', subtitle: 'link' } },
})
