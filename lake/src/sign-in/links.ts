import type { DatabaseSync } from 'node:sqlite'
import { randomToken, tokenKey } from '../members/secrets.ts'

export type LinkPurpose = 'invite' | 'reset'

const LIFETIME_MS: Record<LinkPurpose, number> = { invite: 7 * 24 * 3_600_000, reset: 3_600_000 }

/**
 * One-time links mailed to a person: an invitation (choose a password, 7 days) or a password reset (1 hour).
 * Only the token's hash is kept; using a link, or issuing a new one, ends the person's other links.
 */
export class Links {
  constructor(private readonly db: DatabaseSync) {}

  issue(memberId: string, purpose: LinkPurpose): string {
    const token = randomToken()
    this.db.prepare('DELETE FROM team_links WHERE member_id = ?').run(memberId)
    this.db
      .prepare('INSERT INTO team_links (key, member_id, purpose, expires_at) VALUES (?, ?, ?, ?)')
      .run(tokenKey(token), memberId, purpose, new Date(Date.now() + LIFETIME_MS[purpose]).toISOString())
    return token
  }

  /** The link's member and purpose while it is valid (without using it up). */
  peek(token: string): { memberId: string; purpose: LinkPurpose } | undefined {
    const row = this.db
      .prepare('SELECT member_id, purpose, expires_at FROM team_links WHERE key = ?')
      .get(tokenKey(token)) as { member_id: string; purpose: LinkPurpose; expires_at: string } | undefined
    if (!row || Date.parse(row.expires_at) <= Date.now()) return undefined
    return { memberId: row.member_id, purpose: row.purpose }
  }

  use(token: string): { memberId: string; purpose: LinkPurpose } | undefined {
    const link = this.peek(token)
    if (link) this.db.prepare('DELETE FROM team_links WHERE member_id = ?').run(link.memberId)
    return link
  }

  endAllOf(memberId: string): void {
    this.db.prepare('DELETE FROM team_links WHERE member_id = ?').run(memberId)
  }
}
