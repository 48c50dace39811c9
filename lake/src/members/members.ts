import type { DatabaseSync } from 'node:sqlite'
import { isRoleName, type RoleName } from '@escrova/schemas/roles'
import type { SecretBox } from './secret-box.ts'
import { memberId } from './secrets.ts'

/** A person on the team. Removed members stay (name only) so history can still say who did what. */
export interface Member {
  id: string
  email: string
  name: string
  roles: RoleName[]
  createdAt: string
  lastSeenAt: string | null
  removedAt: string | null
  hasPassword: boolean
  hasSecondFactor: boolean
  /** An administrator requires a second factor: a password alone no longer signs this person in. */
  secondFactorRequired: boolean
}

interface Row {
  id: string
  email: string
  name: string
  roles: string
  password_hash: string | null
  totp_secret: string | null
  created_at: string
  last_seen_at: string | null
  removed_at: string | null
  second_factor_required: number
}

export class MemberError extends Error {}

export const normalEmail = (email: string): string => email.trim().toLowerCase()

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

function toMember(row: Row): Member {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    roles: (JSON.parse(row.roles) as unknown[]).filter(isRoleName),
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    removedAt: row.removed_at,
    hasPassword: row.password_hash !== null,
    hasSecondFactor: row.totp_secret !== null,
    secondFactorRequired: row.second_factor_required === 1,
  }
}

function checkedRoles(roles: readonly string[]): RoleName[] {
  const unknown = roles.filter((role) => !isRoleName(role))
  if (unknown.length > 0 || roles.length === 0) {
    throw new MemberError(`Unknown role "${unknown[0] ?? ''}"`)
  }
  return [...new Set(roles)] as RoleName[]
}

/** The team's members in the lake's sqlite file (`../sign-in/tables.ts`). */
export class Members {
  constructor(
    private readonly db: DatabaseSync,
    private readonly box: SecretBox,
  ) {}

  private row(where: string, value: string): Row | undefined {
    return this.db.prepare(`SELECT * FROM team_members WHERE ${where} = ?`).get(value) as Row | undefined
  }

  byId(id: string): Member | undefined {
    const row = this.row('id', id)
    return row && toMember(row)
  }

  byEmail(email: string): Member | undefined {
    const row = this.row('email', normalEmail(email))
    return row && toMember(row)
  }

  /** Current members (not removed), oldest first. */
  list(): Member[] {
    const rows = this.db
      .prepare('SELECT * FROM team_members WHERE removed_at IS NULL ORDER BY created_at, id')
      .all() as unknown as Row[]
    return rows.map(toMember)
  }

  passwordHashOf(id: string): string | null {
    return this.row('id', id)?.password_hash ?? null
  }

  totpSecretOf(id: string): string | null {
    const sealed = this.row('id', id)?.totp_secret
    return sealed ? (this.box.open(sealed) ?? null) : null
  }

  /** Adds a person, or brings a removed one back with the new roles (their e-mail is their identity). */
  add(input: { email: string; name?: string; roles: readonly string[] }): Member {
    const email = normalEmail(input.email)
    if (!EMAIL.test(email)) throw new MemberError(`"${input.email}" is not an e-mail address`)
    const roles = checkedRoles(input.roles)
    const name = input.name?.trim() || email.split('@')[0]
    const existing = this.byEmail(email)
    if (existing && !existing.removedAt) throw new MemberError(`${email} is already a member`)
    if (existing) {
      this.db
        .prepare('UPDATE team_members SET roles = ?, name = ?, removed_at = NULL WHERE id = ?')
        .run(JSON.stringify(roles), name, existing.id)
      return this.byId(existing.id) as Member
    }
    const id = memberId()
    this.db
      .prepare('INSERT INTO team_members (id, email, name, roles, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(id, email, name, JSON.stringify(roles), new Date().toISOString())
    return this.byId(id) as Member
  }

  setRoles(id: string, roles: readonly string[]): void {
    this.db
      .prepare('UPDATE team_members SET roles = ? WHERE id = ?')
      .run(JSON.stringify(checkedRoles(roles)), id)
  }

  setName(id: string, name: string): void {
    if (name.trim()) this.db.prepare('UPDATE team_members SET name = ? WHERE id = ?').run(name.trim(), id)
  }

  setPasswordHash(id: string, hash: string): void {
    this.db.prepare('UPDATE team_members SET password_hash = ? WHERE id = ?').run(hash, id)
  }

  setTotpSecret(id: string, secret: string | null): void {
    this.db
      .prepare('UPDATE team_members SET totp_secret = ? WHERE id = ?')
      .run(secret === null ? null : this.box.seal(secret), id)
  }

  requireSecondFactor(id: string, required: boolean): void {
    this.db
      .prepare('UPDATE team_members SET second_factor_required = ? WHERE id = ?')
      .run(required ? 1 : 0, id)
  }

  touch(id: string, at: string): void {
    this.db.prepare('UPDATE team_members SET last_seen_at = ? WHERE id = ?').run(at, id)
  }

  /** The person can no longer sign in; their name stays for history. Sessions end in `Team.remove`. */
  markRemoved(id: string): void {
    this.db
      .prepare(
        'UPDATE team_members SET removed_at = ?, password_hash = NULL, totp_secret = NULL, roles = ? WHERE id = ?',
      )
      .run(new Date().toISOString(), '[]', id)
  }
}
