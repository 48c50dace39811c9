import { type ExprNode, evaluate, GroqSyntaxError, parse } from 'groq-js'
import { LRUCache } from 'lru-cache'
import { EVERYTHING_KEY, equalityKey, type TagKey } from '../live/tags.ts'
import type { Dataset } from '../store/dataset.ts'
import type { SanityDocument } from '../types.ts'
import { boundedKeys, planKeys } from './dependencies.ts'
import { QueryExecutionError, QueryParseError } from './errors.ts'
import { preprocessQuery } from './hooks.ts'
import { candidateParams, type NarrowedPlan, narrow } from './narrow.ts'
import { buildSourceMap, type SourceMapMode } from './source-map.ts'
import { type Perspective, type Visibility, viewOf } from './views.ts'

export interface QueryRequest {
  dataset: Dataset
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
}

const PLAN_CACHE_MAX = 500
const RESULT_CACHE_MAX = 1000
/** Large results (whole-dataset dumps) are cheap to recompute relative to the memory they would pin. */
const RESULT_MAX_CHARS = 512 * 1024
type Plan = NarrowedPlan & { timeDependent: boolean; keys: TagKey[] }
const plans = new LRUCache<string, Plan>({ max: PLAN_CACHE_MAX })

/** A result as JSON and the sync-tag keys it depends on (`live/tags.ts`). */
export interface QueryOutcome {
  json: string
  keys: TagKey[]
  /** The Content Source Map as JSON, when asked for. */
  sourceMap?: string
}

/** Results per dataset, valid for one dataset revision (a commit starts a fresh map). */
const resultCaches = new WeakMap<Dataset, { revision: number; results: LRUCache<string, QueryOutcome> }>()

function cacheFor(dataset: Dataset): LRUCache<string, QueryOutcome> {
  let entry = resultCaches.get(dataset)
  if (!entry || entry.revision !== dataset.revision) {
    entry = { revision: dataset.revision, results: new LRUCache({ max: RESULT_CACHE_MAX }) }
    resultCaches.set(dataset, entry)
  }
  return entry.results
}

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
  const plan = { ...narrowed, timeDependent: /\b(now|identity)\s*\(/.test(query), keys: planKeys(narrowed) }
  plans.set(key, plan)
  return plan
}

/** Runs a query: the result as JSON text (what the HTTP layer sends) and its sync-tag keys; this is what is cached. */
export async function runQueryOutcome(request: QueryRequest): Promise<QueryOutcome> {
  const perspective = request.perspective ?? 'published'
  const input = preprocessQuery({
    query: request.query,
    params: request.params ?? {},
    dataset: request.dataset.name,
  })
  const { query, params } = input
  const plan = planFor(query, params)
  const cacheKey =
    request.naive || request.cache === false
      ? undefined
      : `${perspective}\u0000${request.sourceMap ?? ''}\u0000${request.visibility}\u0000${request.identity ?? ''}\u0000${query}\u0000${JSON.stringify(params)}`
  if (cacheKey && !plan.timeDependent) {
    const hit = cacheFor(request.dataset).get(cacheKey)
    if (hit !== undefined) return hit
  }
  const revision = request.dataset.revision
  const view = viewOf(request.dataset, perspective, request.visibility)
  const tree = (request.naive ? parse(query, { params }) : plan.tree) as ExprNode
  let dataset = view.docs
  let evalParams = params
  // One instant for the whole query: the compiled filters and groq-js must agree on `now()`.
  const timestamp = new Date()
  let selected: string[] = []
  if (!request.naive) {
    const resolved = candidateParams(plan, view, { now: timestamp })
    if (plan.datasetLookup) dataset = resolved[plan.datasetLookup]
    evalParams = { ...params, ...resolved }
    if (request.sourceMap) selected = selectedIds(Object.values(resolved))
  }
  const keys = new Set(request.naive ? [EVERYTHING_KEY] : plan.keys)
  const dereferenced = new Set<string>()
  const dereference = (ref: { _ref: string }): SanityDocument | undefined => {
    keys.add(equalityKey(['_id'], ref._ref))
    dereferenced.add(ref._ref)
    return view.byId.get(ref._ref)
  }
  let json: string
  let sourceMap: string | undefined
  try {
    const value = await evaluate(tree, {
      dataset,
      params: evalParams,
      timestamp,
      identity: request.identity ?? 'anonymous',
      sanity: { projectId: request.projectId, dataset: request.dataset.name },
      dereference: request.naive ? undefined : dereference,
    })
    const result = (await value.get()) ?? null
    json = JSON.stringify(result)
    if (request.sourceMap)
      sourceMap = JSON.stringify(
        buildSourceMap({ result, mode: request.sourceMap, byId: view.byId, dereferenced, selected }),
      )
  } catch (error) {
    throw new QueryExecutionError(error instanceof Error ? error.message : String(error))
  }
  const outcome: QueryOutcome = {
    json,
    keys: boundedKeys(keys),
    ...(sourceMap !== undefined && { sourceMap }),
  }
  // A commit during evaluation would make this result stale for the new revision: only cache when none happened.
  if (
    cacheKey &&
    !plan.timeDependent &&
    request.dataset.revision === revision &&
    json.length <= RESULT_MAX_CHARS
  )
    cacheFor(request.dataset).set(cacheKey, outcome)
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
