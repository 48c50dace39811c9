import { LRUCache } from 'lru-cache'
import { randomToken } from '../members/secrets.ts'

const CODE_TTL_MS = 2 * 60_000

/**
 * The `#sid=` handed to the Studio after a sign-in: single-use, short-lived, kept only in memory. The Studio trades
 * it for a session token at `auth/fetch`, so the token itself never appears in a URL or the browser's history.
 */
export class SignInCodes {
  private readonly codes = new LRUCache<string, string>({ max: 10_000, ttl: CODE_TTL_MS })

  issue(memberId: string): string {
    const sid = randomToken()
    this.codes.set(sid, memberId)
    return sid
  }

  /** The member the code was issued to, once; `undefined` for an unknown, used or expired code. */
  redeem(sid: string): string | undefined {
    const memberId = this.codes.get(sid)
    if (memberId) this.codes.delete(sid)
    return memberId
  }
}
