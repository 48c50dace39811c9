/**
 * The local lake's tokens file, `<lake data dir>/tokens.json`: written by the lake on first start, read by the parts
 * that run beside it on one machine (the function's Node entry, `npm start`, tests). Node only (reads a file).
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export interface LakeTokens {
  write: string
  read: string
}

export function tokenFilePath(dataDir: string): string {
  return join(dataDir, 'tokens.json')
}

/** The tokens a lake saved in `dataDir`; none when it never ran there (or the file is unreadable). */
export function readStoredTokens(dataDir: string): Partial<LakeTokens> {
  const file = tokenFilePath(dataDir)
  if (!existsSync(file)) return {}
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Partial<LakeTokens>
  } catch {
    return {}
  }
}
