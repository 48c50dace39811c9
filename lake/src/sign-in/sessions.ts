import type { DatabaseSync } from 'node:sqlite'
import type { Member, Members } from '../members/members.ts'
import { randomToken, tokenKey } from '../members/secrets.ts'

export const DEFAULT_SESSION_HOURS = 7 * 24
/** `last seen` is written at most this often per member, so reads do not turn into writes. */
const TOUCH_EVERY_MS = 60_000

export interface ResolvedSession {
  key: string
  member: Member
}

/** A session that ended (logout), or every session of a member (removal, a new password). */
export type EndedSessions = { key: string } | { memberId: string }

/**
 * Sign-in sessions: the person's browser holds a random token, the lake only its SHA-256 (`key`). A session ends
 * at its expiry, on logout, or at once when the member is removed: every request looks the session up again.
 */
export class Sessions {
  private readonly touched = new Map<string, number>()
  /** Told when sessions end, so what outlives a request (the presence socket) ends with them. */
  private readonly endListeners = new Set<(ended: EndedSessions) => void>()

  constructor(
    private readonly db: DatabaseSync,
    private readonly members: Members,
    private readonly lifetimeMs = DEFAULT_SESSION_HOURS * 3_600_000,
  ) {
    this.forgetExpired()
  }

  /** Expired sessions are refused when used; this also drops the ones nobody used again (on every lake start). */
  forgetExpired(): void {
    this.db.prepare('DELETE FROM team_sessions WHERE expires_at <= ?').run(new Date().toISOString())
  }

  /** Starts a session; the token is returned once and never stored. */
  start(memberId: string): { token: string; expiresAt: string } {
    const token = `lk${randomToken()}`
    const now = Date.now()
    const expiresAt = new Date(now + this.lifetimeMs).toISOString()
    this.db
      .prepare('INSERT INTO team_sessions (key, member_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
      .run(tokenKey(token), memberId, new Date(now).toISOString(), expiresAt)
    return { token, expiresAt }
  }

  resolve(token: string): ResolvedSession | undefined {
    const key = tokenKey(token)
    const row = this.db.prepare('SELECT member_id, expires_at FROM team_sessions WHERE key = ?').get(key) as
      | { member_id: string; expires_at: string }
      | undefined
    if (!row) return undefined
    const now = Date.now()
    if (Date.parse(row.expires_at) <= now) {
      this.end(key)
      return undefined
    }
    const member = this.members.byId(row.member_id)
    if (!member || member.removedAt) return undefined
    if (now - (this.touched.get(member.id) ?? 0) > TOUCH_EVERY_MS) {
      this.touched.set(member.id, now)
      this.members.touch(member.id, new Date(now).toISOString())
    }
    return { key, member }
  }

  /** Whether the session with this key is still good (not ended, not expired, its member not removed). */
  isActive(key: string): boolean {
    const row = this.db.prepare('SELECT member_id, expires_at FROM team_sessions WHERE key = ?').get(key) as
      | { member_id: string; expires_at: string }
      | undefined
    if (!row || Date.parse(row.expires_at) <= Date.now()) return false
    const member = this.members.byId(row.member_id)
    return Boolean(member && !member.removedAt)
  }

  onEnd(listener: (ended: EndedSessions) => void): () => void {
    this.endListeners.add(listener)
    return () => this.endListeners.delete(listener)
  }

  end(key: string): void {
    this.db.prepare('DELETE FROM team_sessions WHERE key = ?').run(key)
    for (const listener of this.endListeners) listener({ key })
  }

  endAllOf(memberId: string): number {
    const ended = Number(
      this.db.prepare('DELETE FROM team_sessions WHERE member_id = ?').run(memberId).changes,
    )
    for (const listener of this.endListeners) listener({ memberId })
    return ended
  }

  countOf(memberId: string): number {
    const row = this.db
      .prepare('SELECT COUNT(*) AS n FROM team_sessions WHERE member_id = ? AND expires_at > ?')
      .get(memberId, new Date().toISOString()) as { n: number }
    return row.n
  }
}
