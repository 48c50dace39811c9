import { UserIcon } from '@sanity/icons/User'
import { defineField, defineType } from 'sanity'
import { altTextField } from '../objects/altText'
import { uniqueUsername } from '../validation/uniqueUsername'

export const author = defineType({
  name: 'author',
  title: 'Author',
  type: 'document',
  icon: UserIcon,
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'username',
      title: 'Username',
      type: 'string',
      description:
        'Shown on blog cards. Letters, digits, dots, hyphens or underscores; unique across authors.',
      validation: (rule) => rule.required().custom(uniqueUsername),
    }),
    defineField({
      name: 'image',
      title: 'Photo',
      type: 'image',
      options: { hotspot: true },
      fields: [altTextField()],
    }),
    defineField({
      name: 'bio',
      title: 'Short bio',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.max(300),
    }),
  ],
  preview: {
    select: { title: 'name', username: 'username', media: 'image' },
    prepare: ({ title, username, media }) => ({
      title: title || 'Unnamed author',
      subtitle: username ? `@${username}` : 'No username yet',
      media,
    }),
  },
})
