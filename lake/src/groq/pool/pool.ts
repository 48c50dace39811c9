/**
 * GROQ off the main thread: a piscina pool of workers, each with its own copy of the store (`replica.ts`), shared
 * fairly between callers (`scheduler.ts`) within per-query limits (`limits.ts`). Cached results are answered here
 * without a worker. A query at its time limit stops itself (`../deadline.ts`), or else has its worker terminated
 * (piscina replaces it).
 */
import { fileURLToPath } from 'node:url'
import { Piscina } from 'piscina'
import { HttpError } from '../../shared/http-error.ts'
import type { LakeStore } from '../../store/store.ts'
import {
  cachedOutcome,
  type PreparedQuery,
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
/**
 * When a query is stopped, as shares of its time limit: first by itself (its scans check the clock, `../deadline.ts`),
 * then, if it has not answered, by terminating its worker. Both early, so that the error answer itself arrives
 * within the limit on a busy machine too (the main thread may wait that long for a CPU).
 */
const SELF_STOP_SHARE = 0.7
const TERMINATE_SHARE = 0.8
/** A query starts only with at least this share of its time limit left. */
const MIN_RUN_SHARE = 0.25

export class QueryPool {
  readonly options: ResolvedPoolOptions
  private readonly feed: ReplicaFeed
  private readonly workers: Piscina
  private readonly scheduler: FairScheduler
  private readonly loaded: Promise<void>
  private readonly stopped = { inWorker: 0, byTermination: 0 }
  private joined = 0
  /** Cacheable queries being evaluated, by dataset, revision and cache key: the same one asked again waits for it. */
  private readonly evaluating = new Map<string, Promise<QueryOutcome>>()
  private closed = false

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
    // A worker that fails outside a query (it could not load its copy) must not take the lake down with it.
    this.workers.on('error', (error: unknown) => {
      if (!this.closed) console.error('[lake] query worker failed', error)
    })
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

  /**
   * Queries evaluating and waiting now, how many were stopped at their time limit so far (by themselves in their
   * worker, which answered, or by terminating their worker), and how many were answered by joining an evaluation.
   */
  stats(): {
    running: number
    waiting: number
    stopped: { inWorker: number; byTermination: number }
    joined: number
  } {
    return { ...this.scheduler.counts(), stopped: { ...this.stopped }, joined: this.joined }
  }

  /**
   * Answers from the result cache, else evaluates on a worker within the caller's limits. A cacheable query the same
   * caller is already having evaluated at this revision (a page's layout, read by every page a site renders after a
   * publish) is answered with that evaluation, taking no turn of its own. Per caller: another caller's query must
   * never wait in someone else's queue.
   */
  async run(request: QueryRequest, caller: QueryCaller): Promise<QueryOutcome> {
    const prepared = prepareQuery(request)
    const hit = cachedOutcome(request.dataset, prepared)
    if (hit !== undefined) return hit
    if (prepared.cacheKey === undefined) return this.evaluateNew(request, prepared, caller)
    const key = `${caller.key}\0${request.dataset.name}\0${request.dataset.revision}\0${prepared.cacheKey}`
    const running = this.evaluating.get(key)
    if (running) {
      this.joined++
      return running
    }
    const outcome = this.evaluateNew(request, prepared, caller)
    this.evaluating.set(key, outcome)
    const forget = () => this.evaluating.delete(key)
    outcome.then(forget, forget)
    return outcome
  }

  private async evaluateNew(
    request: QueryRequest,
    prepared: PreparedQuery,
    caller: QueryCaller,
  ): Promise<QueryOutcome> {
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
    const stopAfter = limits.timeLimitMs * TERMINATE_SHARE
    const stopAt = performance.now() + stopAfter
    task.request.deadline = {
      at: Date.now() + limits.timeLimitMs * SELF_STOP_SHARE,
      limitMs: limits.timeLimitMs,
    }
    return new Promise((resolve, reject) => {
      const stop = new AbortController()
      let ticket: Ticket | undefined
      let answered = false
      const timer = setTimeout(() => {
        // After the event loop's poll phase: a worker's answer that arrived while this thread was busy (a loaded
        // machine) is taken, not thrown away with its worker.
        setImmediate(() => {
          if (answered) return
          // Waiting: it leaves the queue. Running: piscina terminates its worker.
          if (ticket?.cancel() === false) this.stopped.byTermination++
          stop.abort()
          reject(QueryLimitError.time(limits.timeLimitMs))
        })
      }, stopAfter)
      const start = (release: () => void) => {
        // A worker stopped moments after it starts is a worker to reload for nothing: a query that waited for its
        // turn until little of its time was left is answered now.
        if (stopAt - performance.now() < limits.timeLimitMs * MIN_RUN_SHARE) {
          clearTimeout(timer)
          release()
          reject(QueryLimitError.waited(limits.timeLimitMs))
          return
        }
        this.workers
          .run(task, { signal: stop.signal })
          .then(
            (answer: WorkerAnswer) => {
              answered = true
              if ('outcome' in answer) return resolve(answer.outcome)
              if (answer.error.kind === 'limit' && answer.error.limit === 'time') this.stopped.inWorker++
              reject(fromWorkerError(answer.error))
            },
            (error: unknown) => {
              answered = true
              reject(workerFailure(error))
            },
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
    this.closed = true
    this.feed.close()
    // Piscina replaces a worker that exits while fewer than minThreads remain, even one that exits after `destroy`
    // (a worker stopped at a limit just before): with no minimum, nothing is started again.
    ;(this.workers.options as { minThreads: number }).minThreads = 0
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

/** Starts the pool that answers `data/query` for this store (`../../server/services.ts`), once loaded; close it with the lake. */
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
