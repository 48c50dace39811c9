import { AUDIT_ACTION_TITLES, AUDIT_ACTIONS, type AuditAction } from '@escrova/schemas/privacy'
import { LockIcon } from '@sanity/icons/Lock'
import { defineArrayMember, defineField, defineType } from 'sanity'

/**
 * One data-rights, retention or editorial action (who, what, when), written by the function under the private path
 * `auditLog.<id>` (editorial decisions: `@escrova/schemas/editorial-audit`). Never edited: the log is evidence. The
 * person concerned is kept as a keyed hash of their email, so the log proves an erasure without keeping the address
 * it erased.
 */
export const auditLogEntry = defineType({
  name: 'auditLogEntry',
  title: 'Audit log entry',
  type: 'document',
  icon: LockIcon,
  readOnly: true,
  fields: [
    defineField({ name: 'at', title: 'When', type: 'datetime' }),
    defineField({
      name: 'action',
      title: 'What',
      type: 'string',
      options: { list: AUDIT_ACTIONS.map((value) => ({ value, title: AUDIT_ACTION_TITLES[value] })) },
    }),
    defineField({
      name: 'actor',
      title: 'Who',
      type: 'object',
      fields: [
        defineField({ name: 'id', title: 'User id', type: 'string' }),
        defineField({ name: 'name', title: 'Name', type: 'string' }),
        defineField({ name: 'email', title: 'Email', type: 'string' }),
      ],
    }),
    defineField({
      name: 'subjectHash',
      title: 'Person (email hash)',
      type: 'string',
      description:
        'Keyed hash (HMAC-SHA256) of the lower-cased email the action was about; empty for editorial actions.',
    }),
    defineField({
      name: 'documentIds',
      title: 'Records',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
    }),
    defineField({ name: 'field', title: 'Field corrected', type: 'string' }),
    defineField({ name: 'detail', title: 'Detail', type: 'text', rows: 3 }),
  ],
  orderings: [{ title: 'Newest first', name: 'atDesc', by: [{ field: 'at', direction: 'desc' }] }],
  preview: {
    select: { action: 'action', at: 'at', actor: 'actor.name', count: 'documentIds' },
    prepare: ({ action, at, actor, count }) => ({
      title: AUDIT_ACTION_TITLES[action as AuditAction] ?? action,
      subtitle: [
        at?.slice(0, 16).replace('T', ' '),
        actor,
        `${(count as unknown[] | undefined)?.length ?? 0} records`,
      ]
        .filter(Boolean)
        .join(' · '),
    }),
  },
})
