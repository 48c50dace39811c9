import { readFilterOf } from '../auth/access.ts'
import type { Caller } from '../auth/identify.ts'
import { IDENTITIES } from '../auth/tokens.ts'

/**
 * The people behind the lake's two tokens, as the hosted API describes project members. The Studio reads these to
 * decide what a person may do: the administrator edits and publishes, the viewer gets read-only forms.
 */
export interface StudioUser {
  id: string
  name: string
  email: string
  profileImage: null
  provider: 'sanity'
  role: 'administrator' | 'viewer'
  roles: Array<{ name: string; title: string; description: string }>
}

const ADMINISTRATOR: StudioUser = {
  id: IDENTITIES.write,
  name: 'Lake administrator',
  email: 'administrator@escrova.localhost',
  profileImage: null,
  provider: 'sanity',
  role: 'administrator',
  roles: [
    { name: 'administrator', title: 'Administrator', description: 'Read and write access to all datasets' },
  ],
}

const VIEWER: StudioUser = {
  id: IDENTITIES.read,
  name: 'Lake viewer',
  email: 'viewer@escrova.localhost',
  profileImage: null,
  provider: 'sanity',
  role: 'viewer',
  roles: [
    {
      name: 'viewer',
      title: 'Viewer',
      description: 'Can view all documents in all datasets except the audit log',
    },
  ],
}

export const STUDIO_USERS: StudioUser[] = [ADMINISTRATOR, VIEWER]

export function userFor(caller: Caller): StudioUser | undefined {
  if (caller.role === 'write') return ADMINISTRATOR
  if (caller.role === 'read') return VIEWER
  return undefined
}

export interface DocumentGrant {
  filter: string
  permissions: string[]
}

/** A dataset's ACL for the caller, in the shape of `projects/<id>/datasets/<ds>/acl` (the Studio's grants store). */
export function datasetAcl(caller: Caller): DocumentGrant[] {
  if (caller.canWrite) {
    return [{ filter: '_id in path("**")', permissions: ['history', 'read', 'create', 'update', 'manage'] }]
  }
  if (caller.canRead) return [{ filter: readFilterOf(caller), permissions: ['history', 'read'] }]
  // Anonymous readers see published documents at the root path only.
  return [{ filter: '_id in path("*")', permissions: ['read'] }]
}

/** Project-wide grants (`projects/<id>/grants`), resource type by resource type. */
export function projectGrants(
  caller: Caller,
): Record<string, Array<{ grants: Array<{ name: string }>; config: object }>> {
  const grant = (...names: string[]) => [{ grants: names.map((name) => ({ name })), config: {} }]
  if (caller.canWrite) {
    return {
      'sanity.project': grant('read', 'update', 'createSession', 'deployStudio'),
      'sanity.project.datasets': grant('read', 'create', 'update', 'delete'),
      'sanity.project.members': grant('read'),
      'sanity.project.tokens': grant('read'),
      'sanity.document.filter.mode': [
        {
          grants: [{ name: 'mode' }],
          config: { filter: '_id in path("**")', mode: 'read,create,update,history' },
        },
      ],
    }
  }
  if (caller.canRead) {
    return {
      'sanity.project': grant('read'),
      'sanity.project.datasets': grant('read'),
      'sanity.project.members': grant('read'),
      'sanity.document.filter.mode': [
        { grants: [{ name: 'mode' }], config: { filter: readFilterOf(caller), mode: 'read,history' } },
      ],
    }
  }
  return {}
}
