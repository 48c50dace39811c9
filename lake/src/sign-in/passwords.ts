/**
 * Passwords are kept as argon2id hashes (`@node-rs/argon2`, its defaults: 19 MiB memory, 2 passes, 1 lane, the
 * OWASP-recommended minimum for argon2id). The PHC string carries its parameters, so raising them later still
 * verifies old hashes.
 */
import { hash, verify } from '@node-rs/argon2'

export const PASSWORD_MIN_LENGTH = 12
export const PASSWORD_MAX_LENGTH = 256

export function passwordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters.`
  if (password.length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters.`
  return undefined
}

export const hashPassword = (password: string): Promise<string> => hash(password)

/** A hash made once, so an unknown e-mail costs the same time as a wrong password (no account probing by timing). */
let decoy: Promise<string> | undefined

export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    decoy ??= hash('decoy password that matches nothing')
    await verify(await decoy, password).catch(() => false)
    return false
  }
  return verify(stored, password).catch(() => false)
}
