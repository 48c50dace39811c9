/**
 * Who may read and write comments and tasks: any signed-in member who may read the document they are about, never
 * an anonymous caller. The add-on dataset's grants are the caller's own read grants moved from the document's `_id`
 * to the comment's or task's target (`target.document._ref`, the published id of the document in the content
 * dataset), so a moderator never sees a comment on an application, and the Studio's `/acl` check (groq-js in the
 * browser) and the lake's enforcement (`../auth/access.ts`) read the same filters. A task with no target is the
 * whole team's. Robots: the write token (administrator) writes, the read token only reads.
 */
import { type Grant, grantsOfRoles, type Permission } from '@escrova/schemas/roles'
import { ADDON_TYPES } from './addon-dataset.ts'
import type { Caller } from './identify.ts'

const TARGET = 'target.document._ref'
const ON_TARGET = /target\.document\._ref in path\("[^"]*"\)/g

/**
 * A role's read filter applied to the target instead of the document: every role's read filter is made of
 * `_id in path(...)` terms; one that tests anything else cannot be moved and gives no access (`undefined`).
 */
export function onTarget(filter: string): string | undefined {
  const moved = filter.replaceAll('_id in path(', `${TARGET} in path(`)
  const residue = moved.replace(ON_TARGET, '').replace(/[\s()!&|]/g, '')
  return residue === '' ? moved : undefined
}

/** A document that does not exist is judged by its id alone (`auth/access.ts`): it has no type, and may be created. */
const TYPES = `(!defined(_type) || _type in ${JSON.stringify(ADDON_TYPES)})`

export function addonGrants(caller: Caller): Grant[] {
  if (caller.kind === 'anonymous') return []
  const writes = caller.kind === 'member' || caller.roles.includes('administrator')
  const permissions: Permission[] = writes ? ['read', 'history', 'create', 'update'] : ['read', 'history']
  const grants: Grant[] = []
  for (const grant of grantsOfRoles(caller.roles)) {
    if (!grant.permissions.includes('read')) continue
    const target = onTarget(grant.filter)
    if (target === undefined) continue
    grants.push({ filter: `${TYPES} && (!defined(${TARGET}) || (${target}))`, permissions })
  }
  return grants
}
