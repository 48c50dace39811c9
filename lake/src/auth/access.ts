/**
 * Which documents a caller may read, as the hosted lake's roles grant them:
 * - anonymous: published documents at the root path only (`_id in path("*")`, a public dataset);
 * - viewer (the read token): every document except the audit log, as a custom role whose content resource is
 *   `!(_id in path("auditLog.**"))`; the log is evidence about staff and people, for administrators alone;
 * - administrator (the write token): everything.
 * The same rule answers queries, `doc`, `listen`, history, export and the Studio's grants, so no route leaks more.
 */
import { AUDIT_LOG_PATH } from '@escrova/schemas/privacy'
import type { Caller } from './identify.ts'

/** What a caller's reads may include: one name per role, also the key of the lake's cached views. */
export type ReadScope = 'public' | 'viewer' | 'all'

const ADMIN_ONLY_PREFIXES = [`${AUDIT_LOG_PATH}.`, `drafts.${AUDIT_LOG_PATH}.`]

export const isPublicId = (id: string): boolean => !id.includes('.')
const isAdminOnlyId = (id: string): boolean => ADMIN_ONLY_PREFIXES.some((prefix) => id.startsWith(prefix))

export function readScopeOf(caller: Caller): ReadScope {
  if (caller.canWrite) return 'all'
  return caller.canRead ? 'viewer' : 'public'
}

export function scopeAllows(scope: ReadScope, id: string): boolean {
  if (scope === 'all') return true
  if (scope === 'viewer') return !isAdminOnlyId(id)
  return isPublicId(id)
}

export const canReadId = (caller: Caller, id: string): boolean => scopeAllows(readScopeOf(caller), id)

/** The read grant's filter in GROQ, as `acl` and `grants` report it to the Studio. */
export function readFilterOf(caller: Caller): string {
  const scope = readScopeOf(caller)
  if (scope === 'all') return '_id in path("**")'
  if (scope === 'viewer') return `_id in path("**") && !(_id in path("${AUDIT_LOG_PATH}.**"))`
  return '_id in path("*")'
}
