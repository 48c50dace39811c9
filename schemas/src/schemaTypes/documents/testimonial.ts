import { CommentIcon } from '@sanity/icons/Comment'
import { defineField, defineType } from 'sanity'
import { languageField } from '../fields/language'
import { imageWithAltField, lineField, paragraphField } from '../fields/siteFields'

export const RATING_MESSAGE = 'A rating from 1 to 5 stars, in half stars (4.5 is allowed, 4.3 is not).'

/** A customer's words on the home page's testimonial carousel. */
export const testimonial = defineType({
  name: 'testimonial',
  title: 'Testimonial',
  type: 'document',
  icon: CommentIcon,
  fields: [
    languageField,
    lineField('name', 'Name', 60),
    lineField('role', 'Role and city', 60, { description: 'e.g. Fashion vendor, Lagos' }),
    paragraphField('feedback', 'Feedback', 300, { rows: 4 }),
    imageWithAltField('photo', 'Photo'),
    defineField({
      name: 'rating',
      title: 'Rating',
      type: 'number',
      validation: (rule) => [
        rule.required().error('Rating is required: the card shows the stars.'),
        rule.custom((value: number | undefined) =>
          value === undefined || (value >= 1 && value <= 5 && Number.isInteger(value * 2))
            ? true
            : RATING_MESSAGE,
        ),
      ],
    }),
  ],
  preview: { select: { title: 'name', subtitle: 'role', media: 'photo' } },
})
