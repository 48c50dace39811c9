import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

/** A random token for a session, a sign-in code or a one-time link (256 bits, URL-safe). */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url')

/** Tokens are random and long, so a plain SHA-256 is enough to keep them unusable if the file leaks. */
export const tokenKey = (token: string): string => createHash('sha256').update(token).digest('hex')

export function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

/** A member id shaped like Sanity's user ids (`p` + 8 letters and digits, e.g. `pZ3kq9LmA`). */
export function memberId(): string {
  const bytes = randomBytes(8)
  return `p${[...bytes].map((byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('')}`
}

/** A password people can type: 5 groups of 4 letters and digits (about 100 bits). */
export function generatedPassword(): string {
  const bytes = randomBytes(20)
  const chars = [...bytes].map((byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('')
  return chars.match(/.{4}/g)?.join('-') ?? chars
}
