import type { SanityDocument } from '../shared/types.ts'

/**
 * Content Source Maps (`resultSourceMap=true|withKeyArraySelector`), the shape hosted Sanity returns and
 * `@sanity/client` consumes (`src/csm`, `src/stega`): `documents` read, `paths` inside them, and `mappings` from a
 * result path (JSONPath with array indices) to `{type: 'value', source: {type: 'documentValue', document, path}}`.
 *
 * groq-js does not track where a value came from, so provenance is recovered after evaluation, for string leaves
 * only (the only values stega encodes):
 * 1. the nearest enclosing result object whose `_id` names a document the caller can read: the value at the same
 *    relative path in that document (`{_id, title, body}` maps `title` and every span of `body` exactly);
 * 2. otherwise the same value elsewhere in that document, then in the documents the query dereferenced (`->`), then
 *    in the other documents the result names by `_id`, then in the few documents the query's filters selected (a
 *    projection without `_id`), preferring the path whose trailing field names match the result's
 *    (`"authorName": author->name` maps to the author's `name`).
 * A string found nowhere (computed, or from a document the result does not name) is left unmapped, so it is never
 * encoded. Only documents of the caller's view are candidates: a source map never names what the caller cannot read.
 */
export type SourceMapMode = 'indices' | 'keys'

type Segment = string | number | { _key: string; _index: number }
type Json = unknown

interface DocumentIndex {
  doc: SanityDocument
  /** string value → every path where the document holds it */
  byValue: Map<string, Segment[][]>
}

function isRecord(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function indexDocument(doc: SanityDocument): DocumentIndex {
  const byValue = new Map<string, Segment[][]>()
  const walk = (value: Json, path: Segment[]) => {
    if (typeof value === 'string') {
      const list = byValue.get(value)
      if (list) list.push(path)
      else byValue.set(value, [path])
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        const key = isRecord(item) && typeof item._key === 'string' ? item._key : undefined
        walk(item, [...path, key === undefined ? index : { _key: key, _index: index }])
      })
    } else if (isRecord(value)) {
      for (const [name, child] of Object.entries(value)) walk(child, [...path, name])
    }
  }
  walk(doc, [])
  return { doc, byValue }
}

/** The document's value at a result-relative path (array positions as in the result), and its keyed path. */
function valueAt(
  doc: SanityDocument,
  path: (string | number)[],
): { value: Json; path: Segment[] } | undefined {
  let current: Json = doc
  const keyed: Segment[] = []
  for (const segment of path) {
    if (typeof segment === 'number') {
      if (!Array.isArray(current) || segment >= current.length) return undefined
      const item: Json = current[segment]
      keyed.push(
        isRecord(item) && typeof item._key === 'string' ? { _key: item._key, _index: segment } : segment,
      )
      current = item
    } else {
      if (!isRecord(current)) return undefined
      keyed.push(segment)
      current = current[segment]
    }
  }
  return { value: current, path: keyed }
}

/** How many trailing field names two paths share: the tie-breaker between equal values. */
function sharedTail(a: (string | number)[], b: Segment[]): number {
  const namesA = a.filter((s) => typeof s === 'string')
  const namesB = b.filter((s) => typeof s === 'string')
  let shared = 0
  while (
    shared < namesA.length &&
    shared < namesB.length &&
    namesA[namesA.length - 1 - shared] === namesB[namesB.length - 1 - shared]
  )
    shared++
  return shared
}

function escapeName(name: string): string {
  return name.replace(
    /[\f\n\r\t'\\]/g,
    (c) => ({ '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t' })[c] ?? `\\${c}`,
  )
}

function jsonPath(path: Segment[], mode: SourceMapMode): string {
  return `$${path
    .map((s) => {
      if (typeof s === 'string') return `['${escapeName(s)}']`
      if (typeof s === 'number') return `[${s}]`
      return mode === 'keys' ? `[?(@._key=='${s._key.replace(/['\\]/g, (c) => `\\${c}`)}')]` : `[${s._index}]`
    })
    .join('')}`
}

export interface SourceMapInput {
  result: Json
  mode: SourceMapMode
  /** The caller's view: only these documents may be named. */
  byId: Map<string, SanityDocument>
  /** Ids the query dereferenced, in order. */
  dereferenced: Iterable<string>
  /** Ids of the few documents the query's filters selected, searched last. */
  selected?: Iterable<string>
}

export interface ContentSourceMap {
  documents: { _id: string; _type: string }[]
  paths: string[]
  mappings: Record<
    string,
    { type: 'value'; source: { type: 'documentValue'; document: number; path: number } }
  >
}

export function buildSourceMap({
  result,
  mode,
  byId,
  dereferenced,
  selected = [],
}: SourceMapInput): ContentSourceMap {
  const indexes = new Map<string, DocumentIndex>()
  const indexOf = (id: string): DocumentIndex | undefined => {
    let index = indexes.get(id)
    if (!index) {
      const doc = byId.get(id)
      if (!doc) return undefined
      index = indexDocument(doc)
      indexes.set(id, index)
    }
    return index
  }
  const named: string[] = []
  const collectIds = (value: Json) => {
    if (Array.isArray(value)) for (const item of value) collectIds(item)
    else if (isRecord(value)) {
      if (typeof value._id === 'string' && byId.has(value._id)) named.push(value._id)
      for (const child of Object.values(value)) collectIds(child)
    }
  }
  collectIds(result)
  const fallbacks = [...new Set([...dereferenced, ...named, ...selected])].filter((id) => byId.has(id))

  const sourceMap: ContentSourceMap = { documents: [], paths: [], mappings: {} }
  const documentNumbers = new Map<SanityDocument, number>()
  const pathNumbers = new Map<string, number>()
  const add = (resultPath: (string | number)[], doc: SanityDocument, path: Segment[]) => {
    let document = documentNumbers.get(doc)
    if (document === undefined) {
      document = sourceMap.documents.length
      // The drafts perspective shows a draft under its published id; the source is the draft itself.
      const id = typeof doc._originalId === 'string' ? doc._originalId : doc._id
      sourceMap.documents.push({ _id: id, _type: doc._type })
      documentNumbers.set(doc, document)
    }
    const text = jsonPath(path, mode)
    let pathNumber = pathNumbers.get(text)
    if (pathNumber === undefined) {
      pathNumber = sourceMap.paths.length
      sourceMap.paths.push(text)
      pathNumbers.set(text, pathNumber)
    }
    sourceMap.mappings[jsonPath(resultPath, 'indices')] = {
      type: 'value',
      source: { type: 'documentValue', document, path: pathNumber },
    }
  }

  const locate = (value: string, resultPath: (string | number)[], owner?: { id: string; at: number }) => {
    const ownerIndex = owner ? indexOf(owner.id) : undefined
    if (owner && ownerIndex) {
      const same = valueAt(ownerIndex.doc, resultPath.slice(owner.at))
      if (same && same.value === value) return add(resultPath, ownerIndex.doc, same.path)
    }
    const candidates = [...(owner ? [owner.id] : []), ...fallbacks.filter((id) => id !== owner?.id)]
    let best: { doc: SanityDocument; path: Segment[]; score: number } | undefined
    for (const id of candidates) {
      const index = indexOf(id)
      for (const path of index?.byValue.get(value) ?? []) {
        const score = sharedTail(resultPath, path)
        if (index && (!best || score > best.score)) best = { doc: index.doc, path, score }
      }
    }
    if (best) add(resultPath, best.doc, best.path)
  }

  const walk = (value: Json, path: (string | number)[], owner?: { id: string; at: number }) => {
    if (typeof value === 'string') locate(value, path, owner)
    else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        walk(item, [...path, index], owner)
      })
    } else if (isRecord(value)) {
      const here =
        typeof value._id === 'string' && byId.has(value._id) ? { id: value._id, at: path.length } : owner
      for (const [name, child] of Object.entries(value)) {
        // System fields are not content (stega skips them too); `_key` and `_type` also steer Portable Text.
        if (name.startsWith('_')) continue
        walk(child, [...path, name], here)
      }
    }
  }
  walk(result, [])
  return sourceMap
}
