import { fieldValues } from '@escrova/schemas/document-walk'
import { parse } from 'groq-js'
import type { SanityDocument } from '../shared/types.ts'
import { attributePathOf } from './attribute-path.ts'
import {
  type CompiledOrder,
  compileOrder,
  compilePredicate,
  type EvalContext,
  type Predicate,
} from './predicate.ts'
import { compileProjection, type Projector } from './projection.ts'
import { isTypedPath, type Primitive, type TagKey, typedKey } from './sync-tags.ts'
import type { View } from './views.ts'

/**
 * Query narrowing. When a filter compiles to JS (predicate.ts), `*[cond]` (and `*[cond] | order(..) [a...b]`)
 * becomes a parameter holding exactly the documents (in order) groq-js would produce. Otherwise `*[cond]` is
 * rewritten to `$__lakeN[cond]`, where `$__lakeN` holds only the documents that can satisfy one conjunct of `cond`
 * (`path == constant`, `path in [constants]`, or `coalesce(path, c) == constant` with another constant), looked up in
 * the view's equality index. The filter still runs in full over those candidates, so the result is the same as
 * scanning `*`; candidates keep the view's `_id` order, so unordered results keep their order too. `*` means the
 * whole dataset in every scope, so rewriting nested `*[...]` is equally sound.
 */

type Node = { type: string; [key: string]: unknown }

export interface Lookup {
  param: string
  /** Alternatives (a union); each is a path and the value it must equal. Undefined: every document. */
  alternatives?: Array<{ path: string[]; value: Primitive }>
  /** The scan's sync-tag keys when narrower than its alternatives' (`typedKeys`). */
  keys?: TagKey[]
  /** The whole filter compiled to JS: candidates are filtered here instead of in groq-js. */
  predicate?: Predicate
  /** The filter's syntax tree as text: scans with the same filter in one query are filtered once. */
  filterKey?: string
  /** `| order(...)` compiled to JS (with a slice: the top `end` are kept). */
  order?: CompiledOrder
  /** The order terms as text: the view keeps its candidates sorted by them (`View.sorted`). */
  orderKey?: string
  start?: number
  end?: number
  /**
   * `count(*[filter && references(^._id)])`: the parameter holds `{id, n}` for every id the passing documents
   * reference (`n` of them reference it), read by `coalesce($p[id == ^._id][0].n, 0)` (`countByReference`).
   */
  countsByReference?: boolean
  /** `*[f] ... {a, "b": c.d}` compiled whole (projection.ts): the parameter holds the projected objects. */
  project?: Projector
}

export interface NarrowedPlan {
  tree: Node
  lookups: Lookup[]
  /** When the query's only `*` was narrowed without a compiled predicate, its candidates become the dataset. */
  datasetLookup?: string
}

const PARAM_PREFIX = '__lake'

function constant(node: unknown): Primitive | undefined {
  const n = node as Node
  if (n?.type !== 'Value') return undefined
  const value = n.value
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? value
    : undefined
}

/**
 * `coalesce(path, fallback) == value` with `value` not the fallback holds exactly when `path == value` (a missing or
 * null path gives the fallback, which differs): the site's `coalesce(language, "en") == $language` for a translation.
 */
function coalescedPath(node: unknown, value: Primitive): string[] | undefined {
  const coalesced = coalesceOfPath(node)
  return coalesced && coalesced.fallback !== value ? coalesced.path : undefined
}

/** `coalesce(path, fallback)` with a constant fallback: its parts. */
function coalesceOfPath(node: unknown): { path: string[]; fallback: Primitive } | undefined {
  const call = node as Node
  if (call?.type !== 'FuncCall' || call.name !== 'coalesce' || call.namespace !== 'global') return undefined
  const args = call.args as Node[]
  if (args.length !== 2) return undefined
  const path = attributePathOf(args[0])
  const fallback = constant(args[1])
  return path && fallback !== undefined ? { path, fallback } : undefined
}

function alternativesOf(expr: Node): Lookup['alternatives'] | undefined {
  if (expr.type === 'OpCall' && expr.op === '==') {
    for (const [a, b] of [
      [expr.left, expr.right],
      [expr.right, expr.left],
    ]) {
      const value = constant(b)
      if (value === undefined) continue
      const path = attributePathOf(a) ?? coalescedPath(a, value)
      if (path) return [{ path, value }]
    }
    return undefined
  }
  if (expr.type === 'OpCall' && expr.op === 'in') {
    const path = attributePathOf(expr.left)
    const array = expr.right as Node
    if (!path) return undefined
    // `path in $ids`: the parameter arrives as one array value (a literal `[..]` is an Array node).
    const values =
      array?.type === 'Value' && Array.isArray(array.value)
        ? (array.value as unknown[]).map((value) => constant({ type: 'Value', value }))
        : array?.type === 'Array'
          ? (array.elements as Node[]).map((element) =>
              element.isSplat ? undefined : constant(element.value),
            )
          : undefined
    if (!values || values.some((value) => value === undefined)) return undefined
    return values.map((value) => ({ path, value: value as Primitive }))
  }
  if (expr.type === 'Group') return alternativesOf(expr.base as Node)
  return undefined
}

/** Every usable conjunct of an `&&` chain. */
function conjuncts(expr: Node): Array<NonNullable<Lookup['alternatives']>> {
  if (expr.type === 'And') return [...conjuncts(expr.left as Node), ...conjuncts(expr.right as Node)]
  const alternatives = alternativesOf(expr)
  return alternatives ? [alternatives] : []
}

function andParts(expr: Node): Node[] {
  return expr.type === 'And' ? [...andParts(expr.left as Node), ...andParts(expr.right as Node)] : [expr]
}

/**
 * A filter only partly compilable (`visible && references(^._id)` inside a projection): the compilable conjuncts
 * filter the candidates once in JS, and groq-js evaluates only the rest per document. Sound because a conjunction is
 * true exactly when every conjunct is: a candidate the JS part drops could never pass the whole filter.
 */
function splitCompilable(expr: Node): { prefilter?: Predicate; rest: Node } {
  const parts = andParts(expr)
  const compiled: Predicate[] = []
  const rest: Node[] = []
  for (const part of parts) {
    const predicate = compilePredicate(part)
    if (predicate) compiled.push(predicate)
    else rest.push(part)
  }
  if (compiled.length === 0 || rest.length === 0) return { rest: expr }
  return {
    prefilter: (doc, context) => compiled.every((test) => test(doc, context) === true),
    rest: rest.reduce((left, right) => ({ type: 'And', left, right })),
  }
}

/** `references(^._id)` (any number of `^`): the enclosing document's id, which is always a string or null. */
function isReferenceToParentId(node: Node): boolean {
  if (node.type !== 'FuncCall' || node.name !== 'references' || node.namespace !== 'global') return false
  const args = node.args as Node[]
  if (args.length !== 1) return false
  const [arg] = args
  return arg.type === 'AccessAttribute' && arg.name === '_id' && (arg.base as Node)?.type === 'Parent'
}

/**
 * `count(*[f && references(^._id)])` with the rest of `f` compilable: per enclosing document (a category in a list
 * with post counts), groq-js would walk every candidate for its references. Instead the candidates are walked once
 * per evaluation for what they reference (as groq-js's `references` does: an object with a truthy `_ref` is not looked
 * into), and the count becomes a lookup in that tally. Same answer: an id is counted once per document naming it.
 */
function countByReference(node: Node): (Omit<Lookup, 'param'> & { build(param: string): Node }) | undefined {
  if (node.type !== 'FuncCall' || node.name !== 'count' || node.namespace !== 'global') return undefined
  const [scan] = node.args as Node[]
  if ((node.args as Node[]).length !== 1 || !isEverythingFilter(scan)) return undefined
  const parts = andParts(scan.expr as Node)
  const reference = parts.filter(isReferenceToParentId)
  if (reference.length !== 1) return undefined
  const compiled: Predicate[] = []
  for (const part of parts) {
    if (part === reference[0]) continue
    const predicate = compilePredicate(part)
    if (!predicate) return undefined
    compiled.push(predicate)
  }
  const parentId = (reference[0].args as Node[])[0]
  return {
    ...scanOf(scan.expr as Node),
    predicate:
      compiled.length > 0
        ? (doc, context) => compiled.every((test) => test(doc, context) === true)
        : undefined,
    countsByReference: true,
    build(param) {
      // Parsed for groq-js's own nodes (its function calls carry their implementation), then pointed at the tally.
      const tree = parse('coalesce($tally[id == ^._id][0].n, 0)', { params: { tally: [] } }) as Node
      const filter = ((tree.args as Node[])[0].base as Node).base as Node
      filter.base = { type: 'Parameter', name: param }
      ;(filter.expr as Node).right = parentId
      return tree
    },
  }
}

export function countEverything(node: unknown): number {
  if (Array.isArray(node)) return node.reduce((sum, child) => sum + countEverything(child), 0)
  if (!node || typeof node !== 'object') return 0
  if ((node as Node).type === 'Everything') return 1
  return Object.values(node).reduce((sum: number, child) => sum + countEverything(child), 0)
}

const isEverythingFilter = (node: unknown): node is Node =>
  (node as Node)?.type === 'Filter' && ((node as Node).base as Node)?.type === 'Everything'

function bestAlternatives(expr: Node): Lookup['alternatives'] {
  const options = conjuncts(expr)
  // Prefer the most selective-looking conjunct: fewer alternatives, then ids and references, then slugs, then
  // anything but `_type`. The choice is also the query's sync tag (sync-tags.ts), so selectivity is precision too.
  options.sort((a, b) => score(a) - score(b))
  return options[0]
}

/** `_type == "t"` among a filter's conjuncts. */
function typeNamed(parts: Node[]): string | undefined {
  for (const part of parts) {
    // One alternative only: `_type in ["a", "b"]` names two types.
    const found = alternativesOf(part)
    const only = found?.length === 1 ? found[0] : undefined
    if (only && typeof only.value === 'string' && only.path.length === 1 && only.path[0] === '_type')
      return only.value
  }
  return undefined
}

/** `path == v` or `coalesce(path, fallback) == v` of a typed path: the values it holds for (null: missing). */
function typedValues(part: Node): { path: string[]; values: Array<Primitive | null> } | undefined {
  if (part.type === 'Group') return typedValues(part.base as Node)
  if (part.type !== 'OpCall' || part.op !== '==') return undefined
  for (const [a, b] of [
    [part.left, part.right],
    [part.right, part.left],
  ] as Node[][]) {
    const value = constant(b)
    if (value === undefined) continue
    const path = attributePathOf(a)
    if (path) return isTypedPath(path) ? { path, values: [value] } : undefined
    const coalesced = coalesceOfPath(a)
    if (!coalesced || !isTypedPath(coalesced.path)) continue
    return { path: coalesced.path, values: coalesced.fallback === value ? [value, null] : [value] }
  }
  return undefined
}

/**
 * `_type == T && coalesce(language, "en") == v`: keyed by T's documents in `v` (and, for English, T's documents with
 * no `language`; sync-tags.ts `TYPED_PATHS`) when the candidates' own keys would be the type's or the language's.
 */
function typedKeys(expr: Node, alternatives: Lookup['alternatives']): TagKey[] | undefined {
  if (alternatives?.some(({ path }) => !(path.length === 1 && path[0] === '_type') && !isTypedPath(path)))
    return undefined
  const parts = andParts(expr)
  const type = typeNamed(parts)
  if (type === undefined) return undefined
  for (const part of parts) {
    const typed = typedValues(part)
    if (typed) return typed.values.map((value) => typedKey(type, typed.path, value))
  }
  return undefined
}

/** The candidates of a scan filtered by `expr`, and its sync-tag keys when narrower than theirs. */
function scanOf(expr: Node): Pick<Lookup, 'alternatives' | 'keys'> {
  const alternatives = bestAlternatives(expr)
  const keys = typedKeys(expr, alternatives)
  return keys ? { alternatives, keys } : { alternatives }
}

/**
 * `*[f] | order(o) [a...b]`, `*[f][a...b]` (constant, non-negative bounds) or `*[f] | order(o)`, with compilable
 * f and o: filtered, ordered and sliced in JS.
 */
function topK(node: Node): Omit<Lookup, 'param'> | undefined {
  if (node.type === 'PipeFuncCall' && node.name === 'order') return ordered(node)
  if (node.type !== 'Slice' || typeof node.left !== 'number' || typeof node.right !== 'number')
    return undefined
  const start = node.left
  const end = node.isInclusive ? node.right + 1 : node.right
  if (start < 0 || end < start) return undefined
  const whole = ordered(node.base as Node)
  return whole && { ...whole, start, end }
}

function ordered(node: Node): Omit<Lookup, 'param'> | undefined {
  let base = node
  let order: Lookup['order']
  let orderKey: string | undefined
  if (base.type === 'PipeFuncCall' && base.name === 'order') {
    order = compileOrder(base.args as Node[])
    if (!order) return undefined
    orderKey = JSON.stringify(base.args)
    base = base.base as Node
  }
  if (!isEverythingFilter(base)) return undefined
  const predicate = compilePredicate(base.expr as Node)
  if (!predicate) return undefined
  const filterKey = JSON.stringify(base.expr)
  return { ...scanOf(base.expr as Node), predicate, filterKey, order, orderKey }
}

/** `*[f] | order(o) [a...b] {projection}` (order and slice optional), every part compilable: done in JS. */
function projectedScan(node: Node): Omit<Lookup, 'param'> | undefined {
  if (node.type !== 'Map') return undefined
  const expr = node.expr as Node
  if (expr.type !== 'Projection' || (expr.base as Node)?.type !== 'This') return undefined
  const project = compileProjection(expr.expr as Node)
  if (!project) return undefined
  const base = node.base as Node
  const scan = topK(base) ?? ordered(base)
  return scan && { ...scan, project }
}

export function narrow(tree: Node): NarrowedPlan {
  const lookups: Lookup[] = []
  const everything = countEverything(tree)
  let datasetLookup: string | undefined
  const replace = (lookup: Omit<Lookup, 'param'>): Node => {
    const param = `${PARAM_PREFIX}${lookups.length}`
    lookups.push({ param, ...lookup })
    return { type: 'Parameter', name: param }
  }
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit)
    if (!node || typeof node !== 'object') return node
    const n = node as Node
    const tallied = countByReference(n)
    if (tallied) {
      const { build, ...lookup } = tallied
      const param = `${PARAM_PREFIX}${lookups.length}`
      lookups.push({ param, ...lookup })
      return build(param)
    }
    const fast = projectedScan(n) ?? topK(n)
    if (fast) return replace(fast)
    if (isEverythingFilter(n)) {
      const predicate = compilePredicate(n.expr as Node)
      const scan = scanOf(n.expr as Node)
      if (predicate) return replace({ ...scan, predicate, filterKey: JSON.stringify(n.expr) })
      if (scan.alternatives) {
        const { prefilter, rest } = splitCompilable(n.expr as Node)
        const expr = visit(rest)
        if (everything === 1) {
          // The only `*`: evaluate over the candidates as the dataset (groq-js streams it lazily).
          datasetLookup = `${PARAM_PREFIX}${lookups.length}`
          lookups.push({ param: datasetLookup, ...scan, predicate: prefilter })
          return { ...n, expr }
        }
        return { ...n, expr, base: replace({ ...scan, predicate: prefilter }) }
      }
    }
    let changed: Node | undefined
    for (const [key, child] of Object.entries(n)) {
      if (child && typeof child === 'object') {
        const next = visit(child)
        if (next !== child) {
          changed ??= { ...n }
          changed[key] = next
        }
      }
    }
    return changed ?? n
  }
  const narrowed = visit(tree) as Node
  return { tree: narrowed, lookups, datasetLookup }
}

function pathRank(path: string[]): number {
  const last = path[path.length - 1]
  if (path.length === 1 && last === '_id') return 0
  if (last === '_ref') return 1
  if (last === 'current') return 2
  if (path.length === 1 && last === '_type') return 1000
  return 3
}

function score(alternatives: NonNullable<Lookup['alternatives']>): number {
  return alternatives.length * 10 + Math.max(...alternatives.map((a) => pathRank(a.path)))
}

function candidates(lookup: Lookup, view: View): SanityDocument[] {
  if (!lookup.alternatives) return view.docs
  if (lookup.alternatives.length === 1) {
    const [{ path, value }] = lookup.alternatives
    return view.withValue(path, value)
  }
  const seen = new Set<SanityDocument>()
  for (const { path, value } of lookup.alternatives) {
    for (const doc of view.withValue(path, value)) seen.add(doc)
  }
  return [...seen].sort((a, b) => view.position(a) - view.position(b))
}

/**
 * The first `limit` of `docs` in `order`, stable (equal keys keep `_id` order): keys are computed once per
 * document and only documents that beat the current last place are inserted.
 */
function topOrdered(docs: SanityDocument[], order: CompiledOrder, limit: number): SanityDocument[] {
  const keyed = docs.map((doc) => ({ doc, key: order.key(doc) }))
  if (limit > 200 || limit >= keyed.length) {
    return keyed
      .sort((a, b) => order.compare(a.key, b.key))
      .slice(0, limit)
      .map((entry) => entry.doc)
  }
  const top: typeof keyed = []
  for (const entry of keyed) {
    if (top.length === limit && order.compare(entry.key, top[limit - 1].key) >= 0) continue
    let low = 0
    let high = top.length
    while (low < high) {
      const mid = (low + high) >> 1
      if (order.compare(entry.key, top[mid].key) < 0) high = mid
      else low = mid + 1
    }
    top.splice(low, 0, entry)
    if (top.length > limit) top.pop()
  }
  return top.map((entry) => entry.doc)
}

/** Resolves each lookup against the view, keeping `_id` order (or the compiled order). */
export function candidateParams(
  plan: NarrowedPlan,
  view: View,
  context: EvalContext,
  /** Given, it receives the documents each lookup selected (before a compiled projection): source maps search them. */
  selected?: SanityDocument[][],
): Record<string, unknown[]> {
  const params: Record<string, unknown[]> = {}
  const uses = new Map<string, number>()
  for (const { filterKey } of plan.lookups)
    if (filterKey !== undefined) uses.set(filterKey, (uses.get(filterKey) ?? 0) + 1)
  // Per evaluation (a filter may read `now()`): the documents each filter used twice or more passes.
  const passing = new Map<string, Set<SanityDocument>>()
  const passes = (lookup: Lookup): ((doc: SanityDocument) => boolean) => {
    const { predicate, filterKey } = lookup
    if (!predicate) return () => true
    if (filterKey === undefined || (uses.get(filterKey) ?? 0) < 2)
      return (doc) => predicate(doc, context) === true
    let set = passing.get(filterKey)
    if (!set) {
      set = new Set(candidates(lookup, view).filter((doc) => predicate(doc, context) === true))
      passing.set(filterKey, set)
    }
    const found = set
    return (doc) => found.has(doc)
  }
  for (const lookup of plan.lookups) {
    const { order, orderKey, start = 0, end } = lookup
    const test = passes(lookup)
    let docs: SanityDocument[]
    if (order && orderKey !== undefined) {
      // Walk the candidates in order (sorted once per view) and keep the first `end` that pass.
      const sorted = view.sorted(`${JSON.stringify(lookup.alternatives ?? null)} ${orderKey}`, () =>
        topOrdered(candidates(lookup, view), order, Number.POSITIVE_INFINITY),
      )
      docs = []
      for (const doc of sorted) {
        if (end !== undefined && docs.length >= end) break
        if (test(doc)) docs.push(doc)
      }
    } else {
      docs = candidates(lookup, view).filter(test)
      if (order) docs = topOrdered(docs, order, end ?? docs.length)
    }
    if (end !== undefined) docs = docs.slice(start, end)
    if (!lookup.countsByReference) selected?.push(docs)
    const { project } = lookup
    params[lookup.param] = lookup.countsByReference
      ? tallyReferences(docs)
      : project
        ? docs.map((doc) => project(doc, context))
        : docs
  }
  return params
}

/** What each document references, as groq-js's `references` sees it; documents never change, so kept per object. */
const referencedIds = new WeakMap<SanityDocument, ReadonlySet<string>>()

function referencesOf(doc: SanityDocument): ReadonlySet<string> {
  let ids = referencedIds.get(doc)
  if (!ids) {
    ids = fieldValues(doc, '_ref', { stopAtMatch: true })
    referencedIds.set(doc, ids)
  }
  return ids
}

/** `{id, n}`: how many of `docs` reference each id. */
function tallyReferences(docs: readonly SanityDocument[]): Array<{ id: string; n: number }> {
  const counts = new Map<string, number>()
  for (const doc of docs) for (const id of referencesOf(doc)) counts.set(id, (counts.get(id) ?? 0) + 1)
  return [...counts].map(([id, n]) => ({ id, n }))
}
