import { ROLES, type RoleName } from '@escrova/schemas/roles'
import { grantsOf } from '../auth/access.ts'
import type { Caller } from '../auth/identify.ts'
import { IDENTITIES } from '../auth/tokens.ts'
import type { Member } from '../members/members.ts'
import type { Team } from '../sign-in/team.ts'

/**
 * People as the hosted API describes project members: the team's members (`../members/`) and the lake's two robots (the
 * write token: the function and CI; the read token). The Studio reads `role`/`roles` to name a person's rights and
 * `/acl` (the same grants the lake enforces, `auth/access.ts`) to decide what to disable.
 */
export interface StudioUser {
  id: string
  name: string
  email: string
  profileImage: null
  provider: 'sanity' | 'lake'
  role: RoleName
  roles: Array<{ name: string; title: string; description: string }>
  isRobot: boolean
  createdAt: string
}

const ROBOT_CREATED = '2026-01-01T00:00:00.000Z'

const rolesOf = (names: RoleName[]) =>
  names.map((name) => ({ name, title: ROLES[name].title, description: ROLES[name].description }))

const robot = (id: string, name: string, email: string, role: RoleName): StudioUser => ({
  id,
  name,
  email,
  profileImage: null,
  provider: 'sanity',
  role,
  roles: rolesOf([role]),
  isRobot: true,
  createdAt: ROBOT_CREATED,
})

export const ROBOTS: StudioUser[] = [
  robot(IDENTITIES.write, 'Lake administrator', 'administrator@escrova.localhost', 'administrator'),
  robot(IDENTITIES.read, 'Lake viewer', 'viewer@escrova.localhost', 'viewer'),
]

function memberUser(member: Member): StudioUser {
  return {
    id: member.id,
    name: member.name,
    email: member.email,
    profileImage: null,
    provider: 'lake',
    // A removed member keeps a name for history and no rights.
    role: member.roles[0] ?? 'viewer',
    roles: rolesOf(member.roles),
    isRobot: false,
    createdAt: member.createdAt,
  }
}

/** A member (current or removed, so history names them) or a robot by id. */
export function userById(team: Team, id: string): StudioUser | undefined {
  const found = ROBOTS.find((user) => user.id === id)
  if (found) return found
  const member = team.members.byId(id)
  return member && memberUser(member)
}

export function userFor(team: Team, caller: Caller): StudioUser | undefined {
  return caller.kind === 'anonymous' ? undefined : userById(team, caller.identity)
}

/** Everyone who can act in the project now: members, then robots. */
export function projectUsers(team: Team): StudioUser[] {
  return [...team.members.list().map(memberUser), ...ROBOTS]
}

export interface DocumentGrant {
  filter: string
  permissions: string[]
}

/** A dataset's ACL for the caller, in the shape of `projects/<id>/datasets/<ds>/acl` (the Studio's grants store). */
export function datasetAcl(caller: Caller): DocumentGrant[] {
  return grantsOf(caller).map((grant) => ({ filter: grant.filter, permissions: [...grant.permissions] }))
}

/** Project-wide grants (`projects/<id>/grants`), resource type by resource type. */
export function projectGrants(
  caller: Caller,
): Record<string, Array<{ grants: Array<{ name: string }>; config: object }>> {
  if (caller.kind === 'anonymous') return {}
  const grant = (...names: string[]) => [{ grants: names.map((name) => ({ name })), config: {} }]
  const documentModes = grantsOf(caller).map((entry) => ({
    grants: [{ name: 'mode' }],
    config: { filter: entry.filter, mode: entry.permissions.filter((p) => p !== 'manage').join(',') },
  }))
  const administrator = caller.roles.includes('administrator')
  return {
    'sanity.project': administrator
      ? grant('read', 'update', 'createSession', 'deployStudio')
      : grant('read'),
    'sanity.project.datasets': administrator ? grant('read', 'create', 'update', 'delete') : grant('read'),
    'sanity.project.members': administrator ? grant('read', 'invite', 'update', 'delete') : grant('read'),
    ...(administrator ? { 'sanity.project.tokens': grant('read') } : {}),
    'sanity.document.filter.mode': documentModes,
  }
}
