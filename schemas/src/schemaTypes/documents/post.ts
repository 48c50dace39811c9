import { DocumentTextIcon } from '@sanity/icons/DocumentText'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { languageField } from '../fields/language'
import { altTextField } from '../objects/altText'
import { isUniqueInLanguage } from '../validation/uniqueSlugInLanguage'

export const POST_MESSAGES = {
  categoriesRequired: 'Pick at least one category: the blog leaves out posts without one.',
} as const

export const SEO_DESCRIPTION_MAX = 160

function formatDate(iso: string | undefined): string | undefined {
  return iso ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : undefined
}

export const post = defineType({
  name: 'post',
  title: 'Post',
  type: 'document',
  icon: DocumentTextIcon,
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'meta', title: 'Author & taxonomy' },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    languageField,
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      group: 'content',
      // The spec drops posts without a title from every list, so the Studio never lets one be published.
      validation: (rule) => [
        rule.required(),
        rule.max(120).warning('Titles over 120 characters get cut in lists.'),
      ],
    }),
    defineField({
      name: 'slug',
      title: 'Slug',
      type: 'slug',
      group: 'content',
      description: 'The address of the post: /blogs/<slug>. Generate it from the title.',
      options: { source: 'title', maxLength: 96, isUnique: isUniqueInLanguage },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'mainImage',
      title: 'Main image',
      type: 'image',
      group: 'content',
      options: { hotspot: true },
      fields: [altTextField('What the image shows. Important for accessibility and search.')],
    }),
    defineField({
      name: 'excerpt',
      title: 'Excerpt',
      type: 'text',
      rows: 3,
      group: 'content',
      description: 'One or two sentences for cards and previews.',
      validation: (rule) => rule.max(300),
    }),
    defineField({ name: 'body', title: 'Body', type: 'blockContent', group: 'content' }),
    defineField({
      name: 'author',
      title: 'Author',
      type: 'reference',
      group: 'meta',
      to: [{ type: 'author' }],
    }),
    defineField({
      name: 'categories',
      title: 'Categories',
      type: 'array',
      group: 'meta',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'category' }] })],
      validation: (rule) => [rule.required().min(1).error(POST_MESSAGES.categoriesRequired), rule.unique()],
    }),
    defineField({
      name: 'tags',
      title: 'Tags',
      type: 'array',
      group: 'meta',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'tag' }] })],
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: 'publishedAt',
      title: 'Published at',
      type: 'datetime',
      group: 'meta',
      description: 'Orders the blog, newest first.',
      initialValue: () => new Date().toISOString(),
    }),
    defineField({
      name: 'seoDescription',
      title: 'SEO description',
      type: 'text',
      rows: 2,
      group: 'seo',
      description: `Shown by search engines; at most ${SEO_DESCRIPTION_MAX} characters.`,
      validation: (rule) => rule.max(SEO_DESCRIPTION_MAX),
    }),
  ],
  orderings: [
    {
      title: 'Published, newest first',
      name: 'publishedAtDesc',
      by: [{ field: 'publishedAt', direction: 'desc' }],
    },
  ],
  preview: {
    select: {
      title: 'title',
      authorName: 'author.name',
      publishedAt: 'publishedAt',
      media: 'mainImage',
    },
    prepare: ({ title, authorName, publishedAt, media }) => ({
      title: title || 'Untitled post',
      subtitle: [authorName, formatDate(publishedAt)].filter(Boolean).join(' · '),
      media,
    }),
  },
})
