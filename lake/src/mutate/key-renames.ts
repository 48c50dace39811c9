/**
 * Array items whose `_key` someone changed while others were still typing in them. Two people starting to type into
 * one empty Portable Text body each insert a first block; the later one's editor meets a passing duplicate key and
 * repairs it by giving the other person's block a new `_key` (a `set` or `diffMatchPatch` on `body[1]._key`). The
 * other editor's keystrokes already on their way name the old key, which no block has any more, and were lost
 * (lake/test/portable-text-typing.test.ts). Here a patch path naming a key that a committed rename replaced, and that
 * no item of the document has now, is taken to name the renamed item.
 *
 * The sender's Studio keeps what it sent in its own view, so the items a redirected patch changed are `set` again in a
 * transaction of their own after it (the `settle` of apply.ts): every Studio then shows what the lake stored.
 */
import { fieldValues } from '@escrova/schemas/document-walk'
import { applyPatches, parsePatch } from '@sanity/diff-match-patch'
import { extractWithPath } from '@sanity/mutator'
import { LRUCache } from 'lru-cache'

type Json = Record<string, unknown>
/** Old key -> new key, per document. */
type Renames = Map<string, string>

export interface KeyRename {
  id: string
  from: string
  to: string
}

/** How long a rename redirects patches: keystrokes in flight arrive within seconds. */
const REMEMBER_MS = 10 * 60_000
const REMEMBERED_DOCUMENTS = 1_000
/** A path naming an array item's own `_key`: `body[1]._key`, `body[_key=="abc"]._key`. */
const ITEM_KEY_PATH = /\[(?:\d+|_key\s*==\s*(["'])[^"']*\1)\]\._key$/
const KEYED_SEGMENT = /\[_key\s*==\s*(["'])([^"']+)\1\]/g

const renamesByDataset = new WeakMap<object, LRUCache<string, Renames>>()

function renamesOf(dataset: object): LRUCache<string, Renames> {
  let renames = renamesByDataset.get(dataset)
  if (!renames) {
    renames = new LRUCache({ max: REMEMBERED_DOCUMENTS, ttl: REMEMBER_MS })
    renamesByDataset.set(dataset, renames)
  }
  return renames
}

/** Remembers the renames of a committed transaction. */
export function rememberRenames(dataset: object, renames: readonly KeyRename[]): void {
  for (const { id, from, to } of renames) {
    const forDocument = renamesOf(dataset).get(id) ?? new Map<string, string>()
    forDocument.set(from, to)
    renamesOf(dataset).set(id, forDocument)
  }
}

/** The item keys a patch's `set` / `diffMatchPatch` changes on `before`. */
export function keyRenamesIn(id: string, before: unknown, operations: Json): KeyRename[] {
  const renames: KeyRename[] = []
  const visit = (path: string, next: (old: string) => string | undefined) => {
    if (!ITEM_KEY_PATH.test(path)) return
    for (const match of extractWithPath(path, before)) {
      const from = match.value
      if (typeof from !== 'string') continue
      const to = next(from)
      if (typeof to === 'string' && to !== '' && to !== from) renames.push({ id, from, to })
    }
  }
  for (const [path, value] of Object.entries((operations.set ?? {}) as Json))
    visit(path, () => (typeof value === 'string' ? value : undefined))
  for (const [path, value] of Object.entries((operations.diffMatchPatch ?? {}) as Json))
    visit(path, (old) => {
      if (typeof value !== 'string') return undefined
      try {
        const [patched, applied] = applyPatches(parsePatch(value), old)
        return applied.every(Boolean) ? patched : undefined
      } catch {
        return undefined
      }
    })
  return renames
}

/** Every `_key` in the document. */
const liveKeys = (doc: unknown): Set<string> => fieldValues(doc, '_key')

export interface Redirected {
  operations: Json
  /** The items the redirected paths lead to (`body[_key=="new"]`), to `set` again after the transaction. */
  items: string[]
}

/** The patch's operations with paths to renamed keys led to the renamed items (unchanged when none is). */
export function followRenames(dataset: object, id: string, doc: unknown, operations: Json): Redirected {
  const renames = renamesOf(dataset).get(id)
  if (!renames || renames.size === 0) return { operations, items: [] }
  let live: Set<string> | undefined
  const items = new Set<string>()
  const newest = (key: string) => {
    let current = key
    for (let hops = 0; renames.has(current) && hops < renames.size; hops++)
      current = renames.get(current) as string
    return current
  }
  const redirect = (path: string): string => {
    let item: string | undefined
    const rewritten = path.replace(KEYED_SEGMENT, (segment, quote: string, key: string, offset: number) => {
      if (!renames.has(key)) return segment
      live ??= liveKeys(doc)
      if (live.has(key)) return segment
      const target = newest(key)
      if (!live.has(target)) return segment
      const renamed = `[_key==${quote}${target}${quote}]`
      // The outermost item led elsewhere is the one to set again (everything before it is as sent).
      item ??= path.slice(0, offset) + renamed
      return renamed
    })
    if (item) items.add(item)
    return rewritten
  }
  const result: Json = {}
  for (const [name, value] of Object.entries(operations)) {
    if (name === 'unset' && Array.isArray(value)) result[name] = value.map((path) => redirect(String(path)))
    else if (name === 'insert' && value && typeof value === 'object') {
      const insert = { ...(value as Json) }
      for (const place of ['before', 'after', 'replace'])
        if (typeof insert[place] === 'string') insert[place] = redirect(insert[place] as string)
      result[name] = insert
    } else if (['set', 'setIfMissing', 'diffMatchPatch', 'inc', 'dec'].includes(name) && isObject(value)) {
      result[name] = Object.fromEntries(Object.entries(value).map(([path, v]) => [redirect(path), v]))
    } else result[name] = value
  }
  return items.size === 0 ? { operations, items: [] } : { operations: result, items: [...items] }
}

const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
