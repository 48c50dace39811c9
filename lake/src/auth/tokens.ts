import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

export interface LakeTokens {
  write: string
  read: string
}

/** Identities behind the two tokens (user ids as the hosted lake shows them in `_identity`/listener events). */
export const IDENTITIES = {
  write: 'pLakeAdministrator',
  read: 'pLakeViewer',
  anonymous: '<anonymous>',
} as const

export function tokenFilePath(dataDir: string): string {
  return join(dataDir, 'tokens.json')
}

function generate(role: string): string {
  return `sk${role}${randomBytes(24).toString('hex')}`
}

/**
 * Tokens come from options, then env (`LAKE_WRITE_TOKEN`, `LAKE_READ_TOKEN`), then `<dataDir>/tokens.json`, which is
 * generated once so restarts keep the same tokens.
 */
/** The tokens a lake saved in `<dataDir>/tokens.json`, for the processes beside it (`npm start`, the function). */
export function readStoredTokens(dataDir: string): Partial<LakeTokens> {
  const file = tokenFilePath(dataDir)
  if (!existsSync(file)) return {}
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Partial<LakeTokens>
  } catch {
    return {}
  }
}

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
