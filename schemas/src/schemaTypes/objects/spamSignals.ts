import { defineField, defineType } from 'sanity'

/** What the comment function noticed when the comment arrived. Never a raw IP: only a salted hash of the client. */
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
      name: 'clientHash',
      title: 'Client hash',
      type: 'string',
      description: 'A salted hash of the sender, to spot repeat senders without storing who they are.',
    }),
  ],
})
