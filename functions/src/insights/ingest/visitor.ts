/**
 * Visitors without personal data (Plausible's scheme): `hash(daily salt, site, IP, user agent)`. The salt is random
 * per UTC day, kept only while that day lasts and then deleted, so nothing can link a visitor across days and the
 * hash cannot be reversed once the salt is gone. The IP address and user agent are read from the request, hashed
 * and forgotten; they are never stored. With a `SaltKeeper` the day's salt survives a restart (on Node a file
 * holding only that day's salt, mode 0600); without one it lives in memory.
 */
import { createHash, randomBytes } from 'node:crypto'

export interface DaySalt {
  day: string
  salt: string
}

/** Where the current day's salt is kept between restarts (`../salt-file.ts` on Node); it holds one salt only. */
export interface SaltKeeper {
  load(): DaySalt | undefined
  /** Replaces the stored salt: the previous day's is deleted. */
  save(salt: DaySalt): void
}

export class DailySalts {
  private current: DaySalt | undefined

  constructor(private readonly keeper?: SaltKeeper) {
    this.current = keeper?.load()
  }

  /** The salt of `now`'s UTC day; a new day replaces (deletes) the previous day's salt. */
  saltFor(now: Date): string {
    const day = now.toISOString().slice(0, 10)
    if (this.current?.day === day) return this.current.salt
    this.current = { day, salt: randomBytes(32).toString('hex') }
    this.keeper?.save(this.current)
    return this.current.salt
  }
}

/** The visitor id, as a decimal UInt64 (the first 8 bytes of SHA-256). */
export function visitorHash(salt: string, site: string, address: string, userAgent: string): string {
  const digest = createHash('sha256').update(`${salt}\n${site}\n${address}\n${userAgent}`).digest()
  return digest.readBigUInt64BE(0).toString()
}
