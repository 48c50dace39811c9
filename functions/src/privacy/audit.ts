/**
 * The audit log: one private document per data-rights or retention action (`auditLog.<id>`), written with the
 * function's token. The person concerned is kept as a keyed hash (HMAC-SHA256 under `AUDIT_HASH_SECRET`) of their
 * e-mail, so the log never re-holds what was erased, and a list of likely addresses cannot reverse it without
 * the key (a plain hash could be). The actor is the signed-in person, by their member id and name.
 */
import { AUDIT_LOG_PATH, type AuditAction } from '@escrova/schemas/privacy'
import type { SanityClient } from '@sanity/client'
import { withStore } from '../content/client.ts'
import { hmacHex, randomId } from '../util/hash.ts'

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

export const subjectHashOf = (secret: string, email: string) => hmacHex(secret, email.trim().toLowerCase())

/**
 * `hashSecret` is needed when the entry names a person (`email`). `key` names an event that may be reported more than
 * once (a webhook delivery retried): its entry is written once.
 */
export async function writeAudit(
  client: SanityClient,
  entry: AuditEntry,
  hashSecret?: string,
  key?: string,
): Promise<string> {
  const id = `${AUDIT_LOG_PATH}.${key ?? randomId()}`
  if (entry.email && !hashSecret) throw new Error('An audit entry about a person needs the audit hash secret')
  const subjectHash = entry.email && hashSecret ? await subjectHashOf(hashSecret, entry.email) : undefined
  const write = key ? client.createIfNotExists.bind(client) : client.create.bind(client)
  await withStore(() =>
    write(
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
