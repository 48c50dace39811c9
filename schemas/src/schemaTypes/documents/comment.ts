import { MODERATION_STATUSES } from '@escrova/schemas/comments'
import { SCAM_REASON_TITLES } from '@escrova/schemas/scams/reasons'
import { CommentIcon } from '@sanity/icons/Comment'
import { defineField, defineType } from 'sanity'
import { commentFieldRule } from '../validation/commentField'

const STATUS_TITLES: Record<(typeof MODERATION_STATUSES)[number], string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  spam: 'Spam',
}

const PREVIEW_WORDS = 12

/** The first words of a comment, for list previews. */
export function firstWords(text: string | undefined, count = PREVIEW_WORDS): string {
  const words = (text ?? '').trim().split(/\s+/).filter(Boolean)
  return words.length > count ? `${words.slice(0, count).join(' ')}…` : words.join(' ')
}

/** The moderation queue's "why": each scam reason found, once, in the order found ("Phone number, Claims to be support"). */
export function scamReasonsSummary(flags: unknown): string {
  const reasons = (Array.isArray(flags) ? flags : [])
    .map((flag) => (flag as { reason?: string } | null)?.reason)
    .filter((reason): reason is keyof typeof SCAM_REASON_TITLES => !!reason && reason in SCAM_REASON_TITLES)
  return [...new Set(reasons)].map((reason) => SCAM_REASON_TITLES[reason]).join(', ')
}

/**
 * A reader's comment or reply. The function creates it as a private draft (`drafts.comment-<id>`); approving
 * publishes it. There is deliberately no email field: the form's email is never stored.
 */
export const comment = defineType({
  name: 'comment',
  title: 'Comment',
  type: 'document',
  icon: CommentIcon,
  fields: [
    defineField({
      name: 'moderationStatus',
      title: 'Moderation status',
      type: 'string',
      options: {
        list: MODERATION_STATUSES.map((value) => ({ value, title: STATUS_TITLES[value] })),
        layout: 'radio',
        direction: 'horizontal',
      },
      initialValue: 'pending',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'decidedAt',
      title: 'Decided at',
      type: 'datetime',
      // Retention of a rejected or spam comment counts from here (`eraseDate` in `@escrova/schemas/privacy`).
      description: 'When the moderation status was last decided; set by Approve, Reject and Mark as spam.',
      readOnly: true,
    }),
    defineField({
      name: 'post',
      title: 'Post',
      type: 'reference',
      to: [{ type: 'post' }],
      // Weak: deleting a post must not be blocked by its comments.
      weak: true,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'parent',
      title: 'Reply to',
      type: 'reference',
      to: [{ type: 'comment' }],
      weak: true,
      description: 'Set when this comment is a reply.',
      options: {
        filter: ({ document }) => {
          const postRef = (document as { post?: { _ref?: string } }).post?._ref
          return postRef
            ? { filter: 'post._ref == $postRef && !defined(parent)', params: { postRef } }
            : { filter: '!defined(parent)' }
        },
      },
    }),
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      validation: commentFieldRule('name'),
    }),
    defineField({
      name: 'text',
      title: 'Text',
      type: 'text',
      rows: 5,
      validation: commentFieldRule('text'),
    }),
    defineField({
      name: 'createdAt',
      title: 'Created at',
      type: 'datetime',
      readOnly: true,
      initialValue: () => new Date().toISOString(),
    }),
    defineField({
      name: 'consentRecord',
      title: 'Consent record',
      type: 'consentRecord',
      description: 'What the visitor agreed to when sending: their name and comment published once approved.',
    }),
    defineField({ name: 'spamSignals', title: 'Spam signals', type: 'spamSignals' }),
    defineField({
      name: 'moderatorNote',
      title: 'Moderator note',
      type: 'text',
      rows: 2,
      description:
        'Why it was approved, rejected or marked as spam. Private while the comment is not approved; once approved, the whole comment (this note too) can be read through the public content API, so keep personal data out of it.',
    }),
  ],
  orderings: [
    { title: 'Newest first', name: 'createdAtDesc', by: [{ field: 'createdAt', direction: 'desc' }] },
  ],
  preview: {
    select: {
      name: 'name',
      status: 'moderationStatus',
      text: 'text',
      postTitle: 'post.title',
      parent: 'parent',
      scamFlags: 'spamSignals.scamFlags',
    },
    prepare: ({ name, status, text, postTitle, parent, scamFlags }) => {
      const statusTitle = STATUS_TITLES[status as keyof typeof STATUS_TITLES] ?? 'Pending'
      const kind = parent ? 'Reply' : 'Comment'
      const why = scamReasonsSummary(scamFlags)
      return {
        title: `${why ? '⚠ ' : ''}${name || 'Anonymous'} · ${statusTitle}`,
        subtitle: `${why ? `${why} · ` : ''}${kind}${postTitle ? ` on “${postTitle}”` : ''}: ${firstWords(text)}`,
      }
    },
  },
})
