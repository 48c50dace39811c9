import { timingSafeEqual } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'
import { IDENTITIES, type LakeTokens } from './tokens.ts'

export type Role = 'anonymous' | 'read' | 'write'

export interface Caller {
  role: Role
  identity: string
  canRead: boolean
  canWrite: boolean
}

export const ANONYMOUS: Caller = {
  role: 'anonymous',
  identity: IDENTITIES.anonymous,
  canRead: false,
  canWrite: false,
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/** `undefined` means a token was sent but matches nothing (401 "Session not found", as the hosted lake answers). */
export function identify(headers: IncomingHttpHeaders, tokens: LakeTokens): Caller | undefined {
  const header = headers.authorization
  if (!header) return ANONYMOUS
  const match = /^Bearer\s+(.+)$/i.exec(header.trim())
  if (!match) return undefined
  const token = match[1].trim()
  if (same(token, tokens.write))
    return { role: 'write', identity: IDENTITIES.write, canRead: true, canWrite: true }
  if (same(token, tokens.read))
    return { role: 'read', identity: IDENTITIES.read, canRead: true, canWrite: false }
  return undefined
}
