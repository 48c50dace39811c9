/**
 * `diffMatchPatch` that never loses typed text. A patch places its edit by the few letters around it; when two people
 * type at one spot those letters change under it, diff-match-patch finds no place good enough and drops the edit, and
 * the letters typed are gone from the document (seen with two Studios typing at once on a loaded machine). Here a
 * hunk that does not apply still inserts its text: after the longest tail of the text it followed, or before the
 * longest head of the text it preceded, nearest to where it was meant to go. Deletions that no longer match are left
 * out: deleting letters that may be someone else's is worse than keeping a few.
 *
 * The patch is rewritten as one made from the text before to the text after, so everyone replaying the transaction
 * (the Studio's document store applies the mutations it hears) gets exactly what the lake stored.
 */
import {
  applyPatches,
  DIFF_EQUAL,
  DIFF_INSERT,
  makePatches,
  type Patch,
  parsePatch,
  stringifyPatches,
} from '@sanity/diff-match-patch'
import { extractWithPath } from '@sanity/mutator'

/** The patch's operations, with each `diffMatchPatch` text rewritten to keep every insertion (unchanged when all apply). */
export function keepInsertions(doc: unknown, operations: Record<string, unknown>): Record<string, unknown> {
  const patches = operations.diffMatchPatch
  if (!patches || typeof patches !== 'object' || Array.isArray(patches)) return operations
  let rewritten: Record<string, unknown> | undefined
  for (const [path, patchText] of Object.entries(patches as Record<string, unknown>)) {
    if (typeof patchText !== 'string') continue
    const matches = extractWithPath(path, doc)
    const text = matches.length === 1 ? matches[0]?.value : undefined
    if (typeof text !== 'string') continue
    const merged = mergePatchInto(text, patchText)
    if (merged === null) continue
    rewritten ??= { ...(patches as Record<string, unknown>) }
    rewritten[path] = stringifyPatches(makePatches(text, merged))
  }
  return rewritten ? { ...operations, diffMatchPatch: rewritten } : operations
}

/** The text with the patch applied, every insertion kept; null when the patch applies as it is (or cannot be read). */
export function mergePatchInto(text: string, patchText: string): string | null {
  let hunks: Patch[]
  try {
    hunks = parsePatch(patchText)
  } catch {
    return null
  }
  const [applied, results] = applyPatches(hunks, text, { allowExceedingIndices: true })
  if (results.every(Boolean)) return null
  let merged = applied
  hunks.forEach((hunk, index) => {
    if (results[index]) return
    merged = insertByContext(merged, hunk)
  })
  return merged
}

/** Puts a hunk's inserted text where its surrounding letters best say, near where it was meant to go. */
function insertByContext(text: string, hunk: Patch): string {
  const firstInsert = hunk.diffs.findIndex(([operation]) => operation === DIFF_INSERT)
  if (firstInsert < 0) return text
  const inserted = hunk.diffs
    .filter(([operation]) => operation === DIFF_INSERT)
    .map(([, part]) => part)
    .join('')
  const before = hunk.diffs
    .slice(0, firstInsert)
    .filter(([operation]) => operation === DIFF_EQUAL)
    .map(([, part]) => part)
    .join('')
  const after = hunk.diffs
    .slice(firstInsert + 1)
    .filter(([operation]) => operation === DIFF_EQUAL)
    .map(([, part]) => part)
    .join('')
  const meant = Math.min(hunk.start2 + before.length, text.length)
  const at = anchorAfter(text, before, meant) ?? anchorBefore(text, after, meant) ?? meant
  return text.slice(0, at) + inserted + text.slice(at)
}

/** The end of the longest tail of `context` found in `text`, the one nearest `meant`. */
function anchorAfter(text: string, context: string, meant: number): number | undefined {
  for (let length = context.length; length > 0; length--) {
    const found = nearest(text, context.slice(-length), meant, length)
    if (found !== undefined) return found + length
  }
  return undefined
}

/** The start of the longest head of `context` found in `text`, the one nearest `meant`. */
function anchorBefore(text: string, context: string, meant: number): number | undefined {
  for (let length = context.length; length > 0; length--) {
    const found = nearest(text, context.slice(0, length), meant, 0)
    if (found !== undefined) return found
  }
  return undefined
}

/** Where `part` occurs in `text` with `found + offset` closest to `meant`. */
function nearest(text: string, part: string, meant: number, offset: number): number | undefined {
  let best: number | undefined
  for (let found = text.indexOf(part); found >= 0; found = text.indexOf(part, found + 1)) {
    if (best === undefined || Math.abs(found + offset - meant) < Math.abs(best + offset - meant)) best = found
  }
  return best
}
