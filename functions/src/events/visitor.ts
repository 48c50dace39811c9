/**
 * Visitors without personal data (Plausible's scheme): `hash(daily salt, site, IP, user agent)`. The salt is random
 * per day (Lagos's day, `INSIGHTS_TIME_ZONE`: a Nigerian visitor's evening is one visit, not two split at 01:00),
 * kept only while that day lasts and then deleted, so nothing can link a visitor across days and the hash cannot be
 * reversed once the salt is gone. The IP address and user agent are read from the request, hashed
 * and forgotten; they are never stored. With a `SaltKeeper` the day's salt survives a restart (on Node a file
 * holding only that day's salt, mode 0600); without one it lives in memory.
 */
import { insightsDay } from '@escrova/schemas/insights'

export interface DaySalt {
  day: string
  salt: string
}

/** Where the current day's salt is kept between restarts (`salt-file.ts` on Node); it holds one salt only. */
export interface SaltKeeper {
  load(): DaySalt | undefined
  /** Replaces the stored salt: the previous day's is deleted. */
  save(salt: DaySalt): void
}

const MINUTE = 60_000

export class DailySalts {
  private current: DaySalt | undefined
  /** The minute `current` was last found to be today's: a day's name is looked up once a minute, not per event. */
  private checkedMinute = Number.NaN

  constructor(private readonly keeper?: SaltKeeper) {
    this.current = keeper?.load()
  }

  /** The salt of `now`'s day in Lagos; a new day replaces (deletes) the previous day's salt. */
  saltFor(now: Date): string {
    const minute = Math.floor(now.getTime() / MINUTE)
    if (this.current && minute === this.checkedMinute) return this.current.salt
    this.checkedMinute = minute
    const day = insightsDay(now)
    if (this.current?.day === day) return this.current.salt
    const bytes = crypto.getRandomValues(new Uint8Array(32))
    this.current = { day, salt: Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('') }
    this.keeper?.save(this.current)
    return this.current.salt
  }
}

const encoder = new TextEncoder()

/** SHA-256 of a text: Web Crypto by default (Node and Workers alike); Node passes its faster `node:crypto` one. */
export type Sha256 = (text: string) => Uint8Array | Promise<Uint8Array>

const webSha256: Sha256 = async (text) =>
  new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)))

/** The visitor id, as a decimal UInt64 (the first 8 bytes of SHA-256). */
export async function visitorHash(
  salt: string,
  site: string,
  address: string,
  userAgent: string,
  sha256: Sha256 = webSha256,
): Promise<string> {
  const digest = await sha256(`${salt}\n${site}\n${address}\n${userAgent}`)
  return new DataView(digest.buffer, digest.byteOffset, 8).getBigUint64(0).toString()
}
