import { COMMENT_CONTACT_TYPE } from '@escrova/schemas/privacy'
import { EnvelopeIcon } from '@sanity/icons/Envelope'
import { defineField, defineType } from 'sanity'

/**
 * Who wrote a comment, for data-rights requests only: a keyed hash of the e-mail the comment form asked for (never the
 * e-mail itself), written by the function beside each comment (`functions/src/comments/route.ts`) and erased with it.
 */
export const commentContact = defineType({
  name: COMMENT_CONTACT_TYPE,
  title: 'Comment contact',
  type: 'document',
  icon: EnvelopeIcon,
  readOnly: true,
  fields: [
    defineField({ name: 'commentId', title: 'Comment', type: 'string' }),
    defineField({
      name: 'emailHash',
      title: 'E-mail (keyed hash)',
      type: 'string',
      description: 'HMAC-SHA256 of the lower-cased e-mail under the function’s AUDIT_HASH_SECRET.',
    }),
  ],
})
