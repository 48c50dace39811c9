import {
  PRIVACY_REQUEST_TITLES,
  PRIVACY_REQUESTS,
  type PrivacyRequest,
  SUPPORT_CONSENT_LABEL,
  SUPPORT_TOPIC_TITLES,
  SUPPORT_TOPICS,
  type SupportTopic,
  TICKET_STATUS_TITLES,
  TICKET_STATUSES,
  type TicketStatus,
} from '@escrova/schemas/support'
import { HelpCircleIcon } from '@sanity/icons/HelpCircle'
import { defineField, defineType } from 'sanity'
import { supportFieldRule } from '../validation/supportField'

const day = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10) : undefined)

/**
 * A visitor's support ticket from the contact page's form. Stored under the private id path `supportTicket.<id>`,
 * never readable anonymously. Live-edited: a status change takes effect at once. The visitor's fields are checked
 * by the same rules as the site form and the function (`@escrova/schemas/support`).
 */
export const supportTicket = defineType({
  name: 'supportTicket',
  title: 'Support ticket',
  type: 'document',
  icon: HelpCircleIcon,
  liveEdit: true,
  groups: [
    { name: 'handling', title: 'Handling', default: true },
    { name: 'visitor', title: 'Visitor' },
  ],
  fields: [
    defineField({
      name: 'reference',
      title: 'Reference',
      type: 'string',
      group: 'handling',
      readOnly: true,
      description: 'The number the visitor was given and will quote.',
    }),
    defineField({
      name: 'status',
      title: 'Status',
      type: 'string',
      group: 'handling',
      options: {
        list: TICKET_STATUSES.map((value) => ({ value, title: TICKET_STATUS_TITLES[value] })),
        layout: 'radio',
        direction: 'horizontal',
      },
      initialValue: 'new',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'resolvedAt',
      title: 'Resolved at',
      type: 'datetime',
      group: 'handling',
      description:
        'Set it when you resolve the ticket: resolved tickets are erased 24 months after this date.',
      hidden: ({ document }) => document?.status !== 'resolved',
    }),
    defineField({ name: 'staffNotes', title: 'Staff notes', type: 'text', rows: 4, group: 'handling' }),
    defineField({
      name: 'receivedAt',
      title: 'Received at',
      type: 'datetime',
      group: ['handling', 'visitor'],
      readOnly: true,
    }),
    defineField({
      name: 'dueAt',
      title: 'Legal due date',
      type: 'datetime',
      group: 'handling',
      readOnly: true,
      description: 'Privacy requests must be answered within 30 days of receipt.',
      hidden: ({ document }) => document?.topic !== 'privacy',
    }),
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      group: ['handling', 'visitor'],
      validation: supportFieldRule('name'),
    }),
    defineField({
      name: 'email',
      title: 'Email',
      type: 'string',
      group: 'visitor',
      validation: supportFieldRule('email'),
    }),
    defineField({
      name: 'topic',
      title: 'Topic',
      type: 'string',
      group: ['handling', 'visitor'],
      options: { list: SUPPORT_TOPICS.map((value) => ({ value, title: SUPPORT_TOPIC_TITLES[value] })) },
      validation: supportFieldRule('topic'),
    }),
    defineField({
      name: 'privacyRequest',
      title: 'Privacy request',
      type: 'string',
      group: ['handling', 'visitor'],
      options: { list: PRIVACY_REQUESTS.map((value) => ({ value, title: PRIVACY_REQUEST_TITLES[value] })) },
      hidden: ({ document }) => document?.topic !== 'privacy',
      validation: supportFieldRule('privacyRequest'),
    }),
    defineField({
      name: 'message',
      title: 'Message',
      type: 'text',
      rows: 8,
      group: ['handling', 'visitor'],
      validation: supportFieldRule('message'),
    }),
    defineField({
      name: 'consent',
      title: SUPPORT_CONSENT_LABEL,
      type: 'boolean',
      group: 'visitor',
      readOnly: true,
      validation: supportFieldRule('consent'),
    }),
    defineField({ name: 'consentRecord', title: 'Consent record', type: 'consentRecord', group: 'visitor' }),
    defineField({
      name: 'idempotencyKey',
      title: 'Idempotency key',
      type: 'string',
      group: 'visitor',
      readOnly: true,
      hidden: true,
    }),
  ],
  orderings: [
    { title: 'Due first', name: 'dueAtAsc', by: [{ field: 'dueAt', direction: 'asc' }] },
    { title: 'Newest first', name: 'receivedAtDesc', by: [{ field: 'receivedAt', direction: 'desc' }] },
  ],
  preview: {
    select: {
      reference: 'reference',
      name: 'name',
      topic: 'topic',
      privacyRequest: 'privacyRequest',
      status: 'status',
      receivedAt: 'receivedAt',
      dueAt: 'dueAt',
    },
    prepare: ({ reference, name, topic, privacyRequest, status, receivedAt, dueAt }) => {
      const topicTitle =
        topic === 'privacy' && privacyRequest
          ? `Privacy: ${PRIVACY_REQUEST_TITLES[privacyRequest as PrivacyRequest] ?? privacyRequest}`
          : SUPPORT_TOPIC_TITLES[topic as SupportTopic]
      const ageDays = receivedAt ? Math.floor((Date.now() - Date.parse(receivedAt)) / 86_400_000) : undefined
      const overdue = dueAt && status !== 'resolved' && Date.parse(dueAt) < Date.now()
      const parts = [
        TICKET_STATUS_TITLES[status as TicketStatus] ?? 'New',
        topicTitle,
        ageDays === undefined ? undefined : `${ageDays} day${ageDays === 1 ? '' : 's'} old`,
        dueAt ? `${overdue ? 'OVERDUE, was due' : 'due'} ${day(dueAt)}` : undefined,
      ]
      return {
        title: `${reference ?? 'No reference'} · ${name || 'Unnamed visitor'}`,
        subtitle: parts.filter(Boolean).join(' · '),
      }
    },
  },
})
