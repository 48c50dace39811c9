/**
 * The one access module: what a caller may read and write, decided from their roles' grants (`@escrova/schemas/roles`).
 * - Reads (query in every perspective, doc, listen, live events with drafts, history, export) see only documents a
 *   `read` grant's filter matches; a caller's reads are one GROQ filter, its *read scope*, which also keys the
 *   lake's cached views (a string, so it can cross to a worker thread).
 * - Writes (mutate, actions, asset upload) are checked per changed document: creating needs `create` on the new
 *   document, changing needs `update` on it before and after, deleting needs `update` (as the Studio asks, in
 *   `documentPairPermissions`). Publishing thus needs update on the draft and create/update on the published id.
 * Read scopes and the compiled filters are `../groq/read-scope.ts`.
 */

import {
  ANONYMOUS_GRANTS,
  EVERYTHING,
  type Grant,
  grantsOfRoles,
  type Permission,
} from '@escrova/schemas/roles'
import { type ReadScope, scopeAllows, testOf } from '../groq/read-scope.ts'
import { MutationError } from '../mutate/errors.ts'
import { HttpError } from '../shared/http-error.ts'
import type { DocumentChange, SanityDocument } from '../shared/types.ts'
import { addonGrants } from './addon-grants.ts'
import type { Caller } from './identify.ts'

export {
  EVERY_DOCUMENT,
  isPublicId,
  PUBLIC_SCOPE,
  type ReadScope,
  readsEverything,
  scopeAllows,
} from '../groq/read-scope.ts'

/** A request on the comments add-on dataset (`caller.addonFor`) is judged by the add-on's grants (`addon-grants.ts`). */
export function grantsOf(caller: Caller): Grant[] {
  if (caller.addonFor !== undefined) return addonGrants(caller)
  return caller.kind === 'anonymous' ? ANONYMOUS_GRANTS : grantsOfRoles(caller.roles)
}

function filterFor(grants: Grant[], permission: Permission): string {
  const filters = [...new Set(grants.filter((g) => g.permissions.includes(permission)).map((g) => g.filter))]
  if (filters.includes(EVERYTHING)) return EVERYTHING
  if (filters.length === 0) return 'false'
  return filters.length === 1 ? filters[0] : filters.map((filter) => `(${filter})`).join(' || ')
}

export function readScopeOf(caller: Caller): ReadScope {
  return filterFor(grantsOf(caller), 'read')
}

/** A document that does not exist is judged by its id alone (so a role cannot probe a private path's ids). */
const orStub = (id: string, doc: SanityDocument | null | undefined): SanityDocument =>
  doc ?? ({ _id: id } as SanityDocument)

export function canRead(caller: Caller, id: string, doc?: SanityDocument | null): boolean {
  return scopeAllows(readScopeOf(caller), orStub(id, doc))
}

export function can(caller: Caller, permission: Permission, doc: SanityDocument): boolean {
  const filter = filterFor(grantsOf(caller), permission)
  return filter === EVERYTHING || testOf(filter)(doc)
}

/** Every grant of the caller's roles allows nothing to write: not worth reading a request body for. */
export function mayWriteAnything(caller: Caller): boolean {
  return grantsOf(caller).some((g) => g.permissions.includes('create') || g.permissions.includes('update'))
}

/** What a change needs: `create` for a new document, `update` on the old (and new) state otherwise. */
function refusal(caller: Caller, change: DocumentChange): Permission | undefined {
  if (!change.before) return change.after && !can(caller, 'create', change.after) ? 'create' : undefined
  if (!can(caller, 'update', change.before)) return 'update'
  if (change.after && !can(caller, 'update', change.after)) return 'update'
  return undefined
}

/** Sanity's words for a refused write, in every shape the lake answers one. */
const refusalText = (permission: string) => `Insufficient permissions; permission "${permission}" required`

export interface Refusal {
  permission: Permission | 'delete'
  /** The mutation or action refused. */
  index: number
  id?: string
}

/** The 403 for refused writes: Sanity's `insufficientPermissionsError`, one item per refused mutation or action. */
export function refusedWrites(refusals: Refusal[]): MutationError {
  return new MutationError(
    403,
    refusals.map(({ permission, index, id }) => ({
      error: {
        description: refusalText(permission),
        permission,
        type: 'insufficientPermissionsError',
        ...(id ? { id } : {}),
      },
      index,
    })),
  )
}

export function insufficientPermissions(permission: Permission | 'delete', index = 0, id?: string) {
  return refusedWrites([{ permission, index, id }])
}

/** The same refusal where the hosted API answers a plain error (an asset upload): 403 `SIO-403-IPE`. */
export function refusedUpload(permission: Permission): HttpError {
  return new HttpError(403, refusalText(permission), { errorCode: 'SIO-403-IPE' })
}

/**
 * Refuses a transaction (403, Sanity's `insufficientPermissionsError`) when any document it changes is outside
 * the caller's grants. `indexOf` names the mutation or action that changed a document, for the error's `index`.
 */
export function authorizeChanges(
  caller: Caller,
  changes: DocumentChange[],
  indexOf: (id: string) => number = () => 0,
): void {
  for (const change of changes) {
    const permission = refusal(caller, change)
    if (permission) throw insufficientPermissions(permission, indexOf(change.id), change.id)
  }
}
