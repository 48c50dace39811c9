import { randomBytes } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { type LakeTokens, readStoredTokens, tokenFilePath } from '@escrova/schemas/local-lake-tokens'

export type { LakeTokens }

/** Identities behind the two tokens (user ids as the hosted lake shows them in `_identity`/listener events). */
export const IDENTITIES = {
  write: 'pLakeAdministrator',
  read: 'pLakeViewer',
  anonymous: '<anonymous>',
} as const

function generate(role: string): string {
  return `sk${role}${randomBytes(24).toString('hex')}`
}

/**
 * Tokens come from options, then env (`LAKE_WRITE_TOKEN`, `LAKE_READ_TOKEN`), then `<dataDir>/tokens.json`, which is
 * generated once so restarts keep the same tokens.
 */
export function loadTokens(dataDir: string, given: { write?: string; read?: string } = {}): LakeTokens {
  const file = tokenFilePath(dataDir)
  const stored = readStoredTokens(dataDir)
  const tokens: LakeTokens = {
    write: given.write ?? process.env.LAKE_WRITE_TOKEN ?? stored.write ?? generate('w'),
    read: given.read ?? process.env.LAKE_READ_TOKEN ?? stored.read ?? generate('r'),
  }
  if (stored.write !== tokens.write || stored.read !== tokens.read) {
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, `${JSON.stringify(tokens, null, 2)}\n`, { mode: 0o600 })
  }
  return tokens
}
