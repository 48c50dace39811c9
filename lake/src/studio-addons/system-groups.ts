/**
 * `system.group` documents, which the Studio reads (`*[_type == "system.group"]{members, grants}`) to tell whom a
 * comment may mention and a task may be assigned to: people who can read the document. Hosted Sanity keeps one per
 * role; the lake answers them from the team as it is at that moment (one group per role: its members and the role's
 * grants, `@escrova/schemas/roles`), so an invitation or a role change made with the CLI counts at once. Only
 * callers with a token see them, as the groups' ids (`_.groups.<role>`) are not public.
 */
import { ROLE_NAMES, ROLES } from '@escrova/schemas/roles'
import { IDENTITIES } from '../auth/tokens.ts'
import { addQueryPreprocessor } from '../groq/hooks.ts'
import type { LakeRuntime } from '../runtime/runtime.ts'

const SCAN = /\*\s*\[\s*_type\s*==\s*(["'])system\.group\1\s*\]/g
const PARAM = '__lakeSystemGroups'

export function systemGroups(lake: LakeRuntime) {
  const members = lake.team.members.list()
  return ROLE_NAMES.map((role) => ({
    _id: `_.groups.${role}`,
    _type: 'system.group',
    members: members.filter((member) => member.roles.includes(role)).map((member) => member.id),
    grants: ROLES[role].grants.map((grant) => ({
      filter: grant.filter,
      permissions: [...grant.permissions],
    })),
  }))
}

/** Answers scans of `system.group` on this lake's datasets from the team; returns the uninstaller. */
export function installSystemGroups(lake: LakeRuntime): () => void {
  return addQueryPreprocessor((input) => {
    if (!SCAN.test(input.query)) return input
    SCAN.lastIndex = 0
    if (input.source === undefined || lake.store.dataset(input.dataset) !== input.source) return input
    const signedIn = input.identity !== undefined && input.identity !== IDENTITIES.anonymous
    return {
      ...input,
      query: input.query.replace(SCAN, `$${PARAM}[]`),
      params: { ...input.params, [PARAM]: signedIn ? systemGroups(lake) : [] },
    }
  })
}
