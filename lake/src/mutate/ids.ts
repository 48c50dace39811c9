import { randomBytes, randomUUID } from 'node:crypto'

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** 22 random base62 characters, the shape of Sanity's generated ids, transaction ids and revisions. */
export function randomId(length = 22): string {
  const bytes = randomBytes(length)
  let out = ''
  for (const byte of bytes) out += ALPHABET[byte % ALPHABET.length]
  return out
}

export function newDocumentId(requested: unknown): string {
  if (typeof requested !== 'string' || requested === '') return randomUUID()
  return requested.endsWith('.') ? `${requested}${randomId()}` : requested
}

/** Document ids the hosted lake accepts: letters, digits, `_`, `-` and `.` as a path separator. */
export function isValidDocumentId(id: string): boolean {
  return /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,199}$/.test(id) && !id.includes('..') && !id.endsWith('.')
}

/** Adds a `_key` to every object in an array that has none (`autoGenerateArrayKeys=true`). */
export function addMissingArrayKeys<T>(value: T): T {
  if (Array.isArray(value)) {
    return value.map((item) => {
      const next = addMissingArrayKeys(item)
      if (next && typeof next === 'object' && !Array.isArray(next) && !('_key' in next)) {
        return { _key: randomId(12), ...next }
      }
      return next
    }) as T
  }
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [key, child] of Object.entries(value)) out[key] = addMissingArrayKeys(child)
    return out as T
  }
  return value
}
