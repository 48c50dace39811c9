import { altTextProblem } from '@escrova/schemas/alt-text'
import { defineField } from 'sanity'

/** An image's `alt` field, checked by the one alternative-text rule (`@escrova/schemas/alt-text`). */
export function altTextField(description = 'What the image shows, for people using screen readers.') {
  return defineField({
    name: 'alt',
    title: 'Alternative text',
    type: 'string',
    description,
    validation: (rule) =>
      rule.custom((alt, context) => {
        const image = context.parent as { asset?: { _ref?: string } } | undefined
        return altTextProblem(alt, Boolean(image?.asset?._ref)) ?? true
      }),
  })
}
