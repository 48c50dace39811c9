import { UsersIcon } from '@sanity/icons/Users'
import { defineType } from 'sanity'
import { imageWithAltField, lineField } from '../fields/siteFields'

/** A partner logo on the home page's carousel ("Millions of clients trust us."). */
export const partner = defineType({
  name: 'partner',
  title: 'Partner',
  type: 'document',
  icon: UsersIcon,
  fields: [lineField('name', 'Name', 60), imageWithAltField('logo', 'Logo')],
  preview: { select: { title: 'name', media: 'logo' } },
})
