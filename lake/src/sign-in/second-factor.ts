/**
 * An optional second factor: a time-based one-time code (RFC 6238, `otpauth`) from an authenticator app. A member
 * with a secret must give a current code at every sign-in; a code works once (replays within its window fail).
 * Passkeys, the other way to a second factor, are `../members/passkeys.ts`.
 */
import { LRUCache } from 'lru-cache'
import { Secret, TOTP } from 'otpauth'

const totpFor = (secret: string, label = 'member') =>
  new TOTP({ issuer: 'Escrova lake', label, secret: Secret.fromBase32(secret), digits: 6, period: 30 })

export function newTotpSecret(label: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 }).base32
  return { secret, uri: totpFor(secret, label).toString() }
}

/** The current code for a secret (the CLI and tests use it to act as the authenticator app). */
export const currentTotp = (secret: string): string => totpFor(secret).generate()

export class SecondFactor {
  /** Codes already used, per member and time step, until they can no longer be valid. */
  private readonly used = new LRUCache<string, true>({ max: 10_000, ttl: 3 * 30_000 })

  check(memberId: string, secret: string, code: string): boolean {
    if (!/^\d{6}$/.test(code)) return false
    const totp = totpFor(secret)
    const delta = totp.validate({ token: code, window: 1 })
    if (delta === null) return false
    const step = `${memberId}:${Math.floor(Date.now() / 30_000) + delta}`
    if (this.used.has(step)) return false
    this.used.set(step, true)
    return true
  }
}
