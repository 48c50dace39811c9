/** Scanning built assets for credentials: exact known tokens and anything shaped like one. */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { readStoredTokens } from '@escrova/schemas/local-lake-tokens'

export function filesUnder(dir: string): string[] {
  const files: string[] = []
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) files.push(...filesUnder(path))
    else files.push(path)
  }
  return files
}

/**
 * Token shapes: Sanity API tokens and the lake's own (`sk` then a long run of letters and digits, with digits in it,
 * so minified identifiers such as `skipEmptyStringsInQueryParams` do not count), a literal of 20+ characters with a
 * digit assigned to something called token (`token: "…"`, `"token":"…"`, `token = '…'`; constant names such as
 * `STORYBOARD_TOKEN: "storyboard-token"` do not count), and `Bearer …` literals.
 */
const TOKEN_SHAPES: RegExp[] = [
  /\bsk(?=[A-Za-z0-9]*\d[A-Za-z0-9]*\d)[A-Za-z0-9]{20,}/g,
  /["']?\b\w*token["']?\s*[:=]\s*["'`](?=[A-Za-z0-9._~+/-]*\d)[A-Za-z0-9._~+/-]{20,}["'`]/gi,
  /\bBearer\s+[A-Za-z0-9._~+/-]{16,}/g,
]

export interface Finding {
  file: string
  match: string
}

/** Every token-shaped string and every occurrence of a known secret in the files under `dir`. */
export function scanForTokens(dir: string, knownSecrets: string[]): Finding[] {
  const findings: Finding[] = []
  for (const file of filesUnder(dir)) {
    const text = readFileSync(file).toString('latin1')
    const where = relative(dir, file)
    for (const secret of knownSecrets)
      if (secret && text.includes(secret)) findings.push({ file: where, match: secret })
    for (const shape of TOKEN_SHAPES) {
      for (const match of text.matchAll(shape)) findings.push({ file: where, match: match[0].slice(0, 80) })
    }
  }
  return findings
}

/** Tokens of lakes that may have run on this machine (the default `npm start` data dir). */
export function localLakeTokens(root: string): string[] {
  const tokens = readStoredTokens(join(root, '.data/lake'))
  return [tokens.write, tokens.read].filter((token): token is string => !!token)
}
