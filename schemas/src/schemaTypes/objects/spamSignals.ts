import { SCAM_REASON_TITLES, SCAM_REASONS, SCANNED_FIELDS } from '@escrova/schemas/scams/reasons'
import { defineArrayMember, defineField, defineType } from 'sanity'

/**
 * What the comment function noticed when the comment arrived, scam signals included (they stay when a moderator
 * approves). Never a raw IP: only a salted hash of the client.
 */
export const spamSignals = defineType({
  name: 'spamSignals',
  title: 'Spam signals',
  type: 'object',
  readOnly: true,
  options: { collapsible: true, collapsed: true },
  fields: [
    defineField({
      name: 'honeypot',
      title: 'Honeypot filled',
      type: 'boolean',
      description: 'A hidden field only bots fill in.',
    }),
    defineField({ name: 'linkCount', title: 'Links in the text', type: 'number' }),
    defineField({
      name: 'scamFlags',
      title: 'Scam signals',
      type: 'array',
      description: 'What looked like a scam when it arrived: the reason and the text that matched.',
      of: [
        defineArrayMember({
          name: 'scamFlag',
          title: 'Scam signal',
          type: 'object',
          fields: [
            defineField({
              name: 'reason',
              title: 'Reason',
              type: 'string',
              options: { list: SCAM_REASONS.map((value) => ({ value, title: SCAM_REASON_TITLES[value] })) },
            }),
            defineField({
              name: 'field',
              title: 'Found in',
              type: 'string',
              options: { list: [...SCANNED_FIELDS] },
            }),
            defineField({ name: 'match', title: 'Matched text', type: 'string' }),
          ],
          preview: {
            select: { reason: 'reason', match: 'match', field: 'field' },
            prepare: ({ reason, match, field }) => ({
              title: SCAM_REASON_TITLES[reason as keyof typeof SCAM_REASON_TITLES] ?? String(reason),
              subtitle: `${field === 'name' ? 'Name' : 'Text'}: ${match}`,
            }),
          },
        }),
      ],
    }),
    defineField({
      name: 'clientHash',
      title: 'Client hash',
      type: 'string',
      description: 'A salted hash of the sender, to spot repeat senders without storing who they are.',
    }),
  ],
})
