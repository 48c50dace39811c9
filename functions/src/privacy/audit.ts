/**
 * The audit log: one private document per data-rights or retention action (`auditLog.<id>`), written with the
 * function's token. The person concerned is kept as a hash of their email so the log never re-holds what was erased.
 */
import { AUDIT_LOG_PATH, type AuditAction } from '@escrova/schemas/privacy'
import type { SanityClient } from '@sanity/client'
import { withStore } from '../content/client.ts'
import { randomId, sha256Hex } from '../util/hash.ts'

export interface Actor {
  id: string
  name?: string
  email?: string
}

/** The schedule job acting on its own, for retention erasures. */
export const RETENTION_ACTOR: Actor = { id: 'retention-schedule', name: 'Retention schedule' }

export interface AuditEntry {
  action: AuditAction
  actor: Actor
  at: Date
  email?: string
  documentIds: string[]
  field?: string
  detail?: string
}

export const emailHash = (email: string) => sha256Hex(email.trim().toLowerCase())

export async function writeAudit(client: SanityClient, entry: AuditEntry): Promise<string> {
  const id = `${AUDIT_LOG_PATH}.${randomId()}`
  const subjectHash = entry.email ? await emailHash(entry.email) : undefined
  await withStore(() =>
    client.create(
      {
        _id: id,
        _type: 'auditLogEntry',
        action: entry.action,
        at: entry.at.toISOString(),
        actor: { _type: 'object', ...entry.actor },
        ...(subjectHash ? { subjectHash } : {}),
        documentIds: entry.documentIds,
        ...(entry.field ? { field: entry.field } : {}),
        ...(entry.detail ? { detail: entry.detail } : {}),
      },
      { visibility: 'sync' },
    ),
  )
  return id
}
