import { LRUCache } from 'lru-cache'

export interface ThrottleLimits {
  /** Failed attempts allowed per e-mail address within the window. */
  perEmail: number
  /** Attempts allowed per client address within the window (any e-mail). */
  perAddress: number
  windowMs: number
}

export const DEFAULT_THROTTLE: ThrottleLimits = { perEmail: 5, perAddress: 30, windowMs: 15 * 60_000 }

interface Bucket {
  count: number
  resetAt: number
}

/**
 * Sign-in attempts, counted per e-mail (failures: guessing one person's password) and per client address (every
 * attempt: trying many people). Past either limit, attempts are refused without checking the password until the
 * window ends. Bounded LRU maps, so a flood of addresses cannot grow memory.
 */
export class SignInThrottle {
  private readonly byEmail: LRUCache<string, Bucket>
  private readonly byAddress: LRUCache<string, Bucket>

  constructor(private readonly limits: ThrottleLimits = DEFAULT_THROTTLE) {
    this.byEmail = new LRUCache({ max: 50_000, ttl: limits.windowMs })
    this.byAddress = new LRUCache({ max: 50_000, ttl: limits.windowMs })
  }

  private bump(cache: LRUCache<string, Bucket>, key: string): void {
    const now = Date.now()
    const bucket = cache.get(key)
    if (bucket && bucket.resetAt > now) bucket.count++
    else cache.set(key, { count: 1, resetAt: now + this.limits.windowMs })
  }

  private over(cache: LRUCache<string, Bucket>, key: string, limit: number): number | undefined {
    const bucket = cache.get(key)
    const now = Date.now()
    return bucket && bucket.resetAt > now && bucket.count >= limit ? bucket.resetAt - now : undefined
  }

  /** Milliseconds to wait, or undefined when this attempt may go ahead (it is then counted for the address). */
  admit(email: string, address: string): number | undefined {
    const wait =
      this.over(this.byEmail, email, this.limits.perEmail) ??
      this.over(this.byAddress, address, this.limits.perAddress)
    if (wait === undefined) this.bump(this.byAddress, address)
    return wait
  }

  failed(email: string): void {
    this.bump(this.byEmail, email)
  }

  succeeded(email: string): void {
    this.byEmail.delete(email)
  }
}
