import { type ExprNode, evaluate, GroqSyntaxError, parse } from 'groq-js'
import { LRUCache } from 'lru-cache'
import type { SanityDocument } from '../shared/types.ts'
import { checkDeadline, type Deadline, guarded } from './deadline.ts'
import { boundedKeys, planKeys } from './dependencies.ts'
import { QueryExecutionError, QueryLimitError, QueryParseError } from './errors.ts'
import { preprocessQuery } from './hooks.ts'
import { candidateParams, type NarrowedPlan, narrow } from './narrow.ts'
import { buildSourceMap, type SourceMapMode } from './source-map.ts'
import { EVERYTHING_KEY, equalityKey, type TagKey } from './sync-tags.ts'
import { type DocumentSet, type Perspective, type Visibility, viewOf } from './views.ts'

export interface QueryRequest {
  dataset: DocumentSet
  query: string
  params?: Record<string, unknown>
  perspective?: Perspective
  visibility: Visibility
  identity?: string
  /** What `sanity::projectId()` returns. */
  projectId: string
  /** Skip narrowing and caches: plain groq-js over the view (benchmarks compare against this). */
  naive?: boolean
  /** Set false to skip the result cache (still narrowed and indexed); benchmarks report both. */
  cache?: boolean
  /** Also answer a Content Source Map of the result (`source-map.ts`). */
  sourceMap?: SourceMapMode
  /** A larger result (its JSON, in bytes) is answered with a `QueryLimitError` instead. */
  maxResultBytes?: number
  /** Stop with a `QueryLimitError` at this time (`deadline.ts`). */
  deadline?: Deadline
}

const PLAN_CACHE_MAX = 500
const RESULT_CACHE_MAX = 1000
/** Large results (whole-dataset dumps) are cheap to recompute relative to the memory they would pin. */
const RESULT_MAX_CHARS = 512 * 1024
type Plan = NarrowedPlan & { keys: TagKey[] }
const plans = new LRUCache<string, Plan>({ max: PLAN_CACHE_MAX })

/** A result as JSON and the sync-tag keys it depends on (`sync-tags.ts`). */
export interface QueryOutcome {
  json: string
  keys: TagKey[]
  /** The Content Source Map as JSON, when asked for. */
  sourceMap?: string
}

/** Results per dataset, valid for one dataset revision (a commit starts a fresh map). */
const resultCaches = new WeakMap<DocumentSet, { revision: number; results: LRUCache<string, QueryOutcome> }>()

function cacheFor(dataset: DocumentSet): LRUCache<string, QueryOutcome> {
  let entry = resultCaches.get(dataset)
  if (!entry || entry.revision !== dataset.revision) {
    entry = { revision: dataset.revision, results: new LRUCache({ max: RESULT_CACHE_MAX }) }
    resultCaches.set(dataset, entry)
  }
  return entry.results
}

/** A result that changes with time or with the caller's identity alone is never cached. */
const isTimeDependent = (query: string) => /\b(now|identity)\s*\(/.test(query)

function findMissingParam(node: unknown, params: Record<string, unknown>): string | undefined {
  if (Array.isArray(node)) {
    for (const child of node) {
      const found = findMissingParam(child, params)
      if (found) return found
    }
    return undefined
  }
  if (!node || typeof node !== 'object') return undefined
  const n = node as { type?: string; name?: string }
  if (n.type === 'Parameter' && n.name !== undefined && !(n.name in params)) return n.name
  for (const child of Object.values(node)) {
    const found = findMissingParam(child, params)
    if (found) return found
  }
  return undefined
}

function planFor(query: string, params: Record<string, unknown>): Plan {
  const key = `${query}\u0000${JSON.stringify(params)}`
  const cached = plans.get(key)
  if (cached) return cached
  let tree: ReturnType<typeof parse>
  try {
    tree = parse(query, { params })
  } catch (error) {
    if (error instanceof GroqSyntaxError) {
      const detail = error.message.replace(/^Syntax error in GROQ query at position \d+: /, '')
      throw new QueryParseError(detail, query, error.position, Math.min(query.length, error.position + 1))
    }
    const message = error instanceof Error ? error.message : String(error)
    throw new QueryParseError(message, query, 0, query.length)
  }
  const missing = findMissingParam(tree, params)
  if (missing) {
    const at = Math.max(0, query.indexOf(`$${missing}`))
    throw new QueryParseError(
      `param $${missing} referenced, but not provided`,
      query,
      at,
      at + missing.length + 1,
    )
  }
  const narrowed = narrow(tree as never)
  const plan = { ...narrowed, keys: planKeys(narrowed) }
  plans.set(key, plan)
  return plan
}

/** A query after the preprocessors (`hooks.ts`), and its result-cache key when its result may be cached. */
export interface PreparedQuery {
  query: string
  params: Record<string, unknown>
  cacheKey?: string
}

export function prepareQuery(request: QueryRequest): PreparedQuery {
  const perspective = request.perspective ?? 'published'
  const { query, params } = preprocessQuery({
    query: request.query,
    params: request.params ?? {},
    dataset: request.dataset.name,
    identity: request.identity,
    source: request.dataset,
  })
  const cacheable = !request.naive && request.cache !== false && !isTimeDependent(query)
  const cacheKey = cacheable
    ? `${perspective}\u0000${request.sourceMap ?? ''}\u0000${request.visibility}\u0000${request.identity ?? ''}\u0000${query}\u0000${JSON.stringify(params)}`
    : undefined
  return { query, params, cacheKey }
}

/** The cached outcome of a prepared query at the dataset's current revision, if any. */
export function cachedOutcome(dataset: DocumentSet, prepared: PreparedQuery): QueryOutcome | undefined {
  return prepared.cacheKey === undefined ? undefined : cacheFor(dataset).get(prepared.cacheKey)
}

/** Caches an outcome computed at `revision`, unless a commit has happened since (it would be stale for the new one). */
export function rememberOutcome(
  dataset: DocumentSet,
  revision: number,
  prepared: PreparedQuery,
  outcome: QueryOutcome,
): void {
  if (prepared.cacheKey === undefined || dataset.revision !== revision) return
  if (outcome.json.length > RESULT_MAX_CHARS) return
  cacheFor(dataset).set(prepared.cacheKey, outcome)
}

/** Evaluates a prepared query over the dataset as it is now (no result cache). */
export async function evaluatePrepared(
  request: QueryRequest,
  prepared: PreparedQuery,
): Promise<QueryOutcome> {
  const perspective = request.perspective ?? 'published'
  const { query, params } = prepared
  const plan = planFor(query, params)
  const view = viewOf(request.dataset, perspective, request.visibility)
  const tree = (request.naive ? parse(query, { params }) : plan.tree) as ExprNode
  const { deadline } = request
  const scan = <T>(items: T[]): T[] => (deadline ? guarded(items, deadline) : items)
  let dataset = view.docs
  let evalParams = params
  // One instant for the whole query: the compiled filters and groq-js must agree on `now()`.
  const timestamp = new Date()
  let selected: string[] = []
  if (!request.naive) {
    const documents: SanityDocument[][] = []
    const resolved = candidateParams(plan, view, { now: timestamp }, documents)
    if (plan.datasetLookup) dataset = resolved[plan.datasetLookup] as SanityDocument[]
    evalParams = { ...params }
    for (const [name, docs] of Object.entries(resolved)) evalParams[name] = scan(docs)
    if (request.sourceMap) selected = selectedIds(documents)
  }
  const keys = new Set(request.naive ? [EVERYTHING_KEY] : plan.keys)
  const dereferenced = new Set<string>()
  const dereference = (ref: { _ref: string }): SanityDocument | undefined => {
    checkDeadline(deadline)
    keys.add(equalityKey(['_id'], ref._ref))
    dereferenced.add(ref._ref)
    return view.byId.get(ref._ref)
  }
  let json: string
  let sourceMap: string | undefined
  try {
    const value = await evaluate(tree, {
      dataset: scan(dataset),
      params: evalParams,
      timestamp,
      identity: request.identity ?? 'anonymous',
      sanity: { projectId: request.projectId, dataset: request.dataset.name },
      dereference: request.naive ? undefined : dereference,
    })
    const result = (await value.get()) ?? null
    checkDeadline(deadline)
    json = JSON.stringify(result)
    checkResultSize(json, request.maxResultBytes)
    if (request.sourceMap)
      sourceMap = JSON.stringify(
        buildSourceMap({ result, mode: request.sourceMap, byId: view.byId, dereferenced, selected }),
      )
  } catch (error) {
    if (error instanceof QueryExecutionError) throw error
    throw new QueryExecutionError(error instanceof Error ? error.message : String(error))
  }
  return {
    json,
    keys: boundedKeys(keys),
    ...(sourceMap !== undefined && { sourceMap }),
  }
}

/** Runs a query on this thread: the result as JSON text (what the HTTP layer sends) and its sync-tag keys, cached. */
export async function runQueryOutcome(request: QueryRequest): Promise<QueryOutcome> {
  const prepared = prepareQuery(request)
  const hit = cachedOutcome(request.dataset, prepared)
  if (hit !== undefined) return hit
  const revision = request.dataset.revision
  const outcome = await evaluatePrepared(request, prepared)
  rememberOutcome(request.dataset, revision, prepared, outcome)
  return outcome
}

export async function runQuery(request: QueryRequest): Promise<unknown> {
  return JSON.parse((await runQueryOutcome(request)).json)
}

/** Few enough selected documents to search for a result's strings: a singleton's or one page's query. */
const SELECTED_FOR_SOURCE_MAP = 64

/**
 * The ids of the documents the query's compiled filters selected, when they are few: a projection that leaves out
 * `_id` (`*[_id == "homePage"][0]{hero{headline}}`) still maps its strings to the document they came from.
 */
function selectedIds(candidates: unknown[]): string[] {
  const ids: string[] = []
  for (const list of candidates) {
    if (!Array.isArray(list) || list.length > SELECTED_FOR_SOURCE_MAP) continue
    for (const doc of list)
      if (doc && typeof doc === 'object' && typeof (doc as { _id?: unknown })._id === 'string')
        ids.push((doc as { _id: string })._id)
  }
  return ids.length > SELECTED_FOR_SOURCE_MAP ? [] : ids
}

function checkResultSize(json: string, maxBytes: number | undefined): void {
  if (maxBytes === undefined) return
  // A UTF-16 unit is 1 to 3 bytes in UTF-8: count bytes only when the length alone cannot decide.
  const over = json.length > maxBytes || (json.length * 3 > maxBytes && Buffer.byteLength(json) > maxBytes)
  if (over) throw QueryLimitError.resultSize(maxBytes)
}
