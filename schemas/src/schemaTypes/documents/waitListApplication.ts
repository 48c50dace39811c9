import {
  CONSENT_LABEL,
  KEY_NEEDS,
  NIGERIAN_STATES,
  PLATFORMS,
  REVIEW_STATUSES,
  type ReviewStatus,
} from '@escrova/schemas/wait-list'
import { ClipboardIcon } from '@sanity/icons/Clipboard'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { waitListFieldRule } from '../validation/waitListField'

export const REVIEW_TITLES: Record<ReviewStatus, string> = {
  new: 'New',
  reviewing: 'Reviewing',
  selected: 'Selected',
  declined: 'Declined',
}

/**
 * A beta wait-list application (docs/product-rules.md#entities and #validation). Stored under the private id path `waitList.<id>`, never public.
 * Live-edited: a review-status change takes effect at once, with no publish step. The applicant's fields are checked
 * by the same rules as the site form and the function.
 */
export const waitListApplication = defineType({
  name: 'waitListApplication',
  title: 'Wait-list application',
  type: 'document',
  icon: ClipboardIcon,
  liveEdit: true,
  groups: [
    { name: 'review', title: 'Review', default: true },
    { name: 'applicant', title: 'Applicant' },
    { name: 'delivery', title: 'Delivery' },
  ],
  fields: [
    defineField({
      name: 'reviewStatus',
      title: 'Review status',
      type: 'string',
      group: 'review',
      options: {
        list: REVIEW_STATUSES.map((value) => ({ value, title: REVIEW_TITLES[value] })),
        layout: 'radio',
        direction: 'horizontal',
      },
      initialValue: 'new',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'staffNotes', title: 'Staff notes', type: 'text', rows: 4, group: 'review' }),
    defineField({
      name: 'keep',
      title: 'Keep beyond the retention period',
      type: 'boolean',
      group: 'review',
      description:
        'Applications are erased a set number of months after receipt (Privacy settings) unless ticked.',
    }),
    defineField({
      name: 'fullName',
      title: 'Full name',
      type: 'string',
      group: ['review', 'applicant'],
      validation: waitListFieldRule('fullName'),
    }),
    defineField({
      name: 'email',
      title: 'Email',
      type: 'string',
      group: 'applicant',
      validation: waitListFieldRule('email'),
    }),
    defineField({
      name: 'phone',
      title: 'Phone number',
      type: 'string',
      group: 'applicant',
      validation: waitListFieldRule('phone'),
    }),
    defineField({
      name: 'location',
      title: 'State',
      type: 'string',
      group: 'applicant',
      options: { list: [...NIGERIAN_STATES], layout: 'dropdown' },
      validation: waitListFieldRule('location'),
    }),
    defineField({
      name: 'keyNeeds',
      title: 'Key needs',
      type: 'array',
      group: 'applicant',
      of: [defineArrayMember({ type: 'string' })],
      options: { list: [...KEY_NEEDS], layout: 'grid' },
      validation: waitListFieldRule('keyNeeds'),
    }),
    defineField({
      name: 'otherNeed',
      title: 'Other need',
      type: 'text',
      rows: 2,
      group: 'applicant',
      hidden: ({ document }) => !(document?.keyNeeds as string[] | undefined)?.includes('Other'),
      validation: waitListFieldRule('otherNeed'),
    }),
    defineField({
      name: 'platforms',
      title: 'Preferred platforms',
      type: 'array',
      group: 'applicant',
      of: [defineArrayMember({ type: 'string' })],
      options: { list: [...PLATFORMS], layout: 'grid' },
      validation: waitListFieldRule('platforms'),
    }),
    defineField({
      name: 'consent',
      title: CONSENT_LABEL,
      type: 'boolean',
      group: 'applicant',
      validation: waitListFieldRule('consent'),
    }),
    defineField({
      name: 'consentRecord',
      title: 'Consent record',
      type: 'consentRecord',
      group: 'applicant',
    }),
    defineField({
      name: 'submittedAt',
      title: 'Submitted at',
      type: 'datetime',
      group: ['review', 'applicant'],
      readOnly: true,
    }),
    defineField({
      name: 'delivery',
      title: 'Spreadsheet delivery',
      type: 'applicationDelivery',
      group: 'delivery',
    }),
    defineField({
      name: 'idempotencyKey',
      title: 'Idempotency key',
      type: 'string',
      group: 'delivery',
      description: 'Makes a retried submission land once.',
      readOnly: true,
    }),
  ],
  orderings: [
    { title: 'Newest first', name: 'submittedAtDesc', by: [{ field: 'submittedAt', direction: 'desc' }] },
  ],
  preview: {
    select: {
      fullName: 'fullName',
      reviewStatus: 'reviewStatus',
      location: 'location',
      email: 'email',
      delivery: 'delivery.status',
    },
    prepare: ({ fullName, reviewStatus, location, email, delivery }) => {
      const status = REVIEW_TITLES[reviewStatus as ReviewStatus] ?? 'New'
      const parts = [status, location, email, delivery === 'failed' ? 'delivery failed' : undefined]
      return { title: fullName || 'Unnamed applicant', subtitle: parts.filter(Boolean).join(' · ') }
    },
  },
})
