/** What the main thread and a query worker send each other (structured-cloned, so plain data only). */
import type { QueryOutcome, QueryRequest } from '../engine.ts'
import { QueryExecutionError, type QueryLimit, QueryLimitError, QueryParseError } from '../errors.ts'

/** Posted by a worker once its copy of the store is loaded (piscina emits it as a `message` event). */
export const LOADED = { queryWorker: 'loaded' } as const

export const isLoaded = (message: unknown): boolean =>
  (message as typeof LOADED | undefined)?.queryWorker === LOADED.queryWorker

export interface WorkerTask {
  dataset: string
  /** The query after the main thread's preprocessors. */
  query: string
  params: Record<string, unknown>
  request: Omit<QueryRequest, 'dataset' | 'query' | 'params' | 'naive' | 'cache'>
  /** The feed's number when the query arrived: the worker's copy must be at least this current. */
  minVersion: number
}

export type WorkerError =
  | { kind: 'parse'; description: string; query: string; start: number; end: number }
  | { kind: 'limit'; limit: QueryLimit; description: string }
  | { kind: 'execution'; description: string }

export type WorkerAnswer = { outcome: QueryOutcome } | { error: WorkerError }

export function toWorkerError(error: unknown): WorkerError {
  if (error instanceof QueryParseError)
    return {
      kind: 'parse',
      description: error.description,
      query: error.query,
      start: error.start,
      end: error.end,
    }
  if (error instanceof QueryLimitError)
    return { kind: 'limit', limit: error.limit, description: error.message }
  if (error instanceof QueryExecutionError) return { kind: 'execution', description: error.message }
  throw error
}

export function fromWorkerError(error: WorkerError): Error {
  if (error.kind === 'parse')
    return new QueryParseError(error.description, error.query, error.start, error.end)
  if (error.kind === 'limit') return new QueryLimitError(error.limit, error.description)
  return new QueryExecutionError(error.description)
}
