import { isSafeHref, LINK_MESSAGES } from '@escrova/schemas/links'
import { ImageIcon } from '@sanity/icons/Image'
import { LinkIcon } from '@sanity/icons/Link'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { fromCleanRule } from '../validation/resetRule'
import { altTextField } from './altText'

/** A link mark: only http(s), mailto, tel and site-relative targets, because the site renders them as anchors. */
export const linkAnnotation = defineArrayMember({
  name: 'link',
  title: 'Link',
  type: 'object',
  icon: LinkIcon,
  fields: [
    defineField({
      name: 'href',
      title: 'URL',
      type: 'url',
      description: 'https://…, mailto:…, tel:… or a path on this site such as /wait-list',
      // One custom rule instead of the url type's URI check: it also allows site paths, refuses
      // protocol-relative links, and says in one message what is allowed.
      validation: (rule) =>
        fromCleanRule(rule, (clean) =>
          clean
            .required()
            .custom((href: string | undefined) => (!href || isSafeHref(href) ? true : LINK_MESSAGES.unsafe)),
        ),
    }),
  ],
})

/**
 * The post body: the block types of docs/product-rules.md#entities (normal, h1-h3, blockquote, bullet and numbered lists, images) plus
 * strong/em/code and links. Links accept only http(s), mailto, tel and site-relative paths, because the site renders
 * them as anchors.
 */
export const blockContent = defineType({
  name: 'blockContent',
  title: 'Block content',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
      styles: [
        { title: 'Normal', value: 'normal' },
        { title: 'Heading 1', value: 'h1' },
        { title: 'Heading 2', value: 'h2' },
        { title: 'Heading 3', value: 'h3' },
        { title: 'Quote', value: 'blockquote' },
      ],
      lists: [
        { title: 'Bullet', value: 'bullet' },
        { title: 'Numbered', value: 'number' },
      ],
      marks: {
        decorators: [
          { title: 'Strong', value: 'strong' },
          { title: 'Emphasis', value: 'em' },
          { title: 'Code', value: 'code' },
        ],
        annotations: [linkAnnotation],
      },
    }),
    defineArrayMember({
      type: 'image',
      icon: ImageIcon,
      options: { hotspot: true },
      fields: [altTextField()],
    }),
  ],
})
