import { type ExprNode, evaluate, GroqSyntaxError, parse } from 'groq-js'
import type { Dataset } from '../store/dataset.ts'
import type { SanityDocument } from '../types.ts'
import { QueryExecutionError, QueryParseError } from './errors.ts'
import { preprocessQuery } from './hooks.ts'
import { candidateParams, type NarrowedPlan, narrow } from './narrow.ts'
import { type Perspective, type Visibility, viewOf } from './views.ts'

export interface QueryRequest {
  dataset: Dataset
  query: string
  params?: Record<string, unknown>
  perspective?: Perspective
  visibility: Visibility
  identity?: string
  /** Skip narrowing and caches: plain groq-js over the view (benchmarks compare against this). */
  naive?: boolean
  /** Set false to skip the result cache (still narrowed and indexed); benchmarks report both. */
  cache?: boolean
}

const PLAN_CACHE_MAX = 500
const RESULT_CACHE_MAX = 1000
/** Large results (whole-dataset dumps) are cheap to recompute relative to the memory they would pin. */
const RESULT_MAX_CHARS = 512 * 1024
const plans = new Map<string, NarrowedPlan & { timeDependent: boolean }>()
/** Results as JSON per dataset, valid for one dataset revision (a commit starts a fresh map). */
const resultCaches = new WeakMap<Dataset, { revision: number; results: Map<string, string> }>()

function cacheFor(dataset: Dataset): Map<string, string> {
  let entry = resultCaches.get(dataset)
  if (!entry || entry.revision !== dataset.revision) {
    entry = { revision: dataset.revision, results: new Map() }
    resultCaches.set(dataset, entry)
  }
  return entry.results
}

function remember<V>(map: Map<string, V>, key: string, value: V, max: number): void {
  if (map.size >= max) map.delete(map.keys().next().value as string)
  map.set(key, value)
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

function planFor(query: string, params: Record<string, unknown>): NarrowedPlan & { timeDependent: boolean } {
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
  const plan = { ...narrow(tree as never), timeDependent: /\b(now|identity)\s*\(/.test(query) }
  remember(plans, key, plan, PLAN_CACHE_MAX)
  return plan
}

/** Runs a query and returns the result as JSON text (what the HTTP layer sends; also what the cache holds). */
export async function runQueryJson(request: QueryRequest): Promise<string> {
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
      : `${perspective}\u0000${request.visibility}\u0000${request.identity ?? ''}\u0000${query}\u0000${JSON.stringify(params)}`
  if (cacheKey && !plan.timeDependent) {
    const hit = cacheFor(request.dataset).get(cacheKey)
    if (hit !== undefined) return hit
  }
  const revision = request.dataset.revision
  const view = viewOf(request.dataset, perspective, request.visibility)
  const tree = (request.naive ? parse(query, { params }) : plan.tree) as ExprNode
  let dataset = view.docs
  let evalParams = params
  if (!request.naive) {
    const resolved = candidateParams(plan, view)
    if (plan.datasetLookup) dataset = resolved[plan.datasetLookup]
    evalParams = { ...params, ...resolved }
  }
  const dereference = (ref: { _ref: string }): SanityDocument | undefined => view.byId.get(ref._ref)
  let json: string
  try {
    const value = await evaluate(tree, {
      dataset,
      params: evalParams,
      timestamp: new Date(),
      identity: request.identity ?? 'anonymous',
      sanity: { projectId: 'escrova', dataset: request.dataset.name },
      dereference: request.naive ? undefined : dereference,
    })
    json = JSON.stringify((await value.get()) ?? null)
  } catch (error) {
    throw new QueryExecutionError(error instanceof Error ? error.message : String(error))
  }
  // A commit during evaluation would make this result stale for the new revision: only cache when none happened.
  if (
    cacheKey &&
    !plan.timeDependent &&
    request.dataset.revision === revision &&
    json.length <= RESULT_MAX_CHARS
  )
    remember(cacheFor(request.dataset), cacheKey, json, RESULT_CACHE_MAX)
  return json
}

export async function runQuery(request: QueryRequest): Promise<unknown> {
  return JSON.parse(await runQueryJson(request))
}
