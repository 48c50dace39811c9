/**
 * GROQ off the main thread: a piscina pool of workers, each with its own copy of the store (`replica.ts`), shared
 * fairly between callers (`scheduler.ts`) within per-query limits (`limits.ts`). Cached results are answered here
 * without a worker; a query still running at its time limit has its worker terminated (piscina replaces it).
 */
import { fileURLToPath } from 'node:url'
import { Piscina } from 'piscina'
import { HttpError } from '../../http/errors.ts'
import type { LakeStore } from '../../store/store.ts'
import {
  cachedOutcome,
  prepareQuery,
  type QueryOutcome,
  type QueryRequest,
  rememberOutcome,
} from '../engine.ts'
import { QueryLimitError } from '../errors.ts'
import { ReplicaFeed } from './feed.ts'
import {
  type CallerLimits,
  type QueryCaller,
  type QueryPoolOptions,
  type ResolvedPoolOptions,
  resolvePoolOptions,
} from './limits.ts'
import { fromWorkerError, isLoaded, type WorkerAnswer, type WorkerTask } from './protocol.ts'
import { FairScheduler, QueueFullError, type Ticket } from './scheduler.ts'

const WORKER_FILE = fileURLToPath(new URL('./worker.ts', import.meta.url))
/** The worker is stopped this long before the limit, so that the error answer itself arrives within it. */
const ANSWER_MARGIN_MS = 50

export class QueryPool {
  readonly options: ResolvedPoolOptions
  private readonly feed: ReplicaFeed
  private readonly workers: Piscina
  private readonly scheduler: FairScheduler
  private readonly loaded: Promise<void>
  private workersStopped = 0

  constructor(store: LakeStore, options?: QueryPoolOptions) {
    this.options = resolvePoolOptions(options)
    this.feed = new ReplicaFeed(store)
    const { threads, workerMemoryMb } = this.options
    this.workers = new Piscina({
      filename: WORKER_FILE,
      // One spare worker: one stopped at a limit is replaced (loading its copy takes a moment) while the rest answer.
      minThreads: threads + 1,
      maxThreads: threads + 1,
      idleTimeout: Number.POSITIVE_INFINITY,
      // Workers keep their event loop between queries, to apply the feed's broadcasts as they come.
      atomics: 'disabled',
      workerData: { feed: this.feed.address },
      // Not the parent's loaders (tsx): Node strips the worker's types itself, much faster (`worker.ts`).
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: workerMemoryMb },
    })
    this.scheduler = new FairScheduler(threads)
    this.workers.on('workerDestroy', () => this.workersStopped++)
    this.loaded = new Promise((resolve, reject) => {
      let waiting = threads + 1
      const onMessage = (message: unknown) => {
        if (isLoaded(message) && --waiting === 0) {
          this.workers.off('message', onMessage)
          this.workers.off('error', reject)
          resolve()
        }
      }
      this.workers.on('message', onMessage)
      this.workers.once('error', reject)
    })
  }

  /**
   * Resolves once every worker has loaded its copy of the store. Piscina hands queries to its first workers before
   * they have loaded, and a query's time limit counts from its arrival: the lake starts answering after this.
   */
  ready(): Promise<void> {
    return this.loaded
  }

  /** Queries evaluating and waiting now, and the worker threads ended so far (at a limit, or by `close`). */
  stats(): { running: number; waiting: number; workersStopped: number } {
    return { ...this.scheduler.counts(), workersStopped: this.workersStopped }
  }

  /** Answers from the result cache, else evaluates on a worker within the caller's limits. */
  async run(request: QueryRequest, caller: QueryCaller): Promise<QueryOutcome> {
    const prepared = prepareQuery(request)
    const hit = cachedOutcome(request.dataset, prepared)
    if (hit !== undefined) return hit
    const limits = caller.anonymous ? this.options.anonymous : this.options.token
    const revision = request.dataset.revision
    const { dataset, query: _query, params: _params, naive: _naive, cache: _cache, ...rest } = request
    const task: WorkerTask = {
      dataset: dataset.name,
      query: prepared.query,
      params: prepared.params,
      request: { ...rest, maxResultBytes: limits.maxResultBytes },
      minVersion: this.feed.version,
    }
    const outcome = await this.evaluate(task, caller.key, limits)
    rememberOutcome(request.dataset, revision, prepared, outcome)
    return outcome
  }

  private evaluate(task: WorkerTask, callerKey: string, limits: CallerLimits): Promise<QueryOutcome> {
    return new Promise((resolve, reject) => {
      const stop = new AbortController()
      let ticket: Ticket | undefined
      const timer = setTimeout(
        () => {
          // Waiting: it leaves the queue. Running: piscina terminates its worker.
          ticket?.cancel()
          stop.abort()
          reject(QueryLimitError.time(limits.timeLimitMs))
        },
        Math.max(0, limits.timeLimitMs - ANSWER_MARGIN_MS),
      )
      const start = (release: () => void) => {
        this.workers
          .run(task, { signal: stop.signal })
          .then(
            (answer: WorkerAnswer) =>
              'outcome' in answer ? resolve(answer.outcome) : reject(fromWorkerError(answer.error)),
            (error: unknown) => reject(workerFailure(error)),
          )
          .finally(() => {
            clearTimeout(timer)
            release()
          })
      }
      try {
        ticket = this.scheduler.submit(callerKey, limits, start)
      } catch (error) {
        clearTimeout(timer)
        reject(error instanceof QueueFullError ? tooManyWaiting(limits) : error)
      }
    })
  }

  async close(): Promise<void> {
    this.feed.close()
    await this.workers.destroy()
  }
}

function workerFailure(error: unknown): Error {
  if ((error as { code?: string })?.code === 'ERR_WORKER_OUT_OF_MEMORY') return QueryLimitError.memory()
  return error instanceof Error ? error : new Error(String(error))
}

function tooManyWaiting(limits: CallerLimits): HttpError {
  return new HttpError(
    429,
    `Too many queries waiting: at most ${limits.maxWaiting} may wait for their turn per caller`,
    {},
    { 'retry-after': String(Math.ceil(limits.timeLimitMs / 1000)) },
  )
}

const pools = new WeakMap<LakeStore, QueryPool>()

/** Starts the pool that answers `data/query` for this store (`services.ts`), once loaded; close it with the lake. */
export async function startQueryPool(store: LakeStore, options?: QueryPoolOptions): Promise<QueryPool> {
  const pool = new QueryPool(store, options)
  pools.set(store, pool)
  await pool.ready()
  return pool
}

export function queryPoolOf(store: LakeStore): QueryPool {
  const pool = pools.get(store)
  if (!pool) throw new Error('The query pool of this store was not started (startQueryPool)')
  return pool
}
