import { timingSafeEqual } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'
import type { RoleName } from '@escrova/schemas/roles'
import type { Team } from '../sign-in/team.ts'
import { IDENTITIES, type LakeTokens } from './tokens.ts'

/**
 * Who sent a request: nobody, one of the lake's two robot tokens (the function and CI write with one, readers use
 * the other), or a member signed in with their own session.
 */
export interface Caller {
  kind: 'anonymous' | 'robot' | 'member'
  /** The member or robot id, written as the author of every transaction the caller makes. */
  identity: string
  roles: RoleName[]
  /** The session's key (a hash of the token), for logging out. */
  sessionKey?: string
  /**
   * Set when the request names a comments add-on dataset (`../http/middleware/identify.ts`): the content dataset it
   * belongs to. Access on it follows the add-on's rules (`addon-grants.ts`).
   */
  addonFor?: string
}

export const ANONYMOUS: Caller = { kind: 'anonymous', identity: IDENTITIES.anonymous, roles: [] }

/**
 * The function's token: an administrator that also books and clears erasures for the privacy officer
 * (`privacy.sheetErasure.*`, the retention job); like every role it may only append to the audit log.
 */
export const WRITE_ROBOT: Caller = {
  kind: 'robot',
  identity: IDENTITIES.write,
  roles: ['administrator', 'privacyOfficer'],
}
export const READ_ROBOT: Caller = { kind: 'robot', identity: IDENTITIES.read, roles: ['viewer'] }

function same(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/**
 * The one place a bearer token becomes a Caller. `undefined` means a token was sent but matches nothing, or its
 * session expired, was ended, or its member was removed (401 "Session not found", as the hosted lake answers).
 */
export function identify(
  headers: IncomingHttpHeaders,
  lake: { tokens: LakeTokens; team: Team },
): Caller | undefined {
  const header = headers.authorization
  if (!header) return ANONYMOUS
  const match = /^Bearer\s+(.+)$/i.exec(header.trim())
  if (!match) return undefined
  const token = match[1].trim()
  if (same(token, lake.tokens.write)) return WRITE_ROBOT
  if (same(token, lake.tokens.read)) return READ_ROBOT
  const session = lake.team.sessions.resolve(token)
  if (!session) return undefined
  return { kind: 'member', identity: session.member.id, roles: session.member.roles, sessionKey: session.key }
}
