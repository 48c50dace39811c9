/**
 * Per-query limits and fair shares (lake/README.md "Query limits"). Anonymous callers get the stricter ones; a caller
 * is a token's identity, or the client address for anonymous requests.
 */
import { availableParallelism } from 'node:os'
import type { CallerShare } from './scheduler.ts'

export interface CallerLimits extends CallerShare {
  /** From the query's arrival to its answer, waiting for a turn included. */
  timeLimitMs: number
  /** The result's JSON, in bytes. */
  maxResultBytes: number
}

export interface QueryPoolOptions {
  /** Queries evaluated at once (each on its own worker thread); default the CPU count, at least 2. */
  threads?: number
  /** Heap of each worker thread, which holds a copy of the documents and one query's values. */
  workerMemoryMb?: number
  anonymous?: Partial<CallerLimits>
  token?: Partial<CallerLimits>
}

export interface QueryCaller {
  /** `token:<identity>` or `address:<client address>`. */
  key: string
  anonymous: boolean
}

/** Anonymous requests are told apart by their client address, others by their member's or robot's identity. */
export function queryCaller(
  caller: { kind: 'anonymous' | 'robot' | 'member'; identity: string },
  address: string | undefined,
): QueryCaller {
  return caller.kind === 'anonymous'
    ? { key: `address:${address ?? 'unknown'}`, anonymous: true }
    : { key: `token:${caller.identity}`, anonymous: false }
}

export interface ResolvedPoolOptions {
  threads: number
  workerMemoryMb: number
  anonymous: CallerLimits
  token: CallerLimits
}

const MB = 1024 * 1024

export function resolvePoolOptions(options: QueryPoolOptions = {}): ResolvedPoolOptions {
  const fromEnv = Number(process.env.LAKE_QUERY_THREADS)
  const threads = Math.max(
    1,
    options.threads ?? (fromEnv > 0 ? fromEnv : Math.max(2, availableParallelism())),
  )
  return {
    threads,
    workerMemoryMb: options.workerMemoryMb ?? 1024,
    anonymous: {
      timeLimitMs: 2_000,
      maxResultBytes: 10 * MB,
      concurrency: 1,
      maxWaiting: 50,
      ...options.anonymous,
    },
    token: {
      timeLimitMs: 10_000,
      maxResultBytes: 50 * MB,
      // Always one thread left for somebody else.
      concurrency: Math.max(1, threads - 1),
      maxWaiting: 200,
      ...options.token,
    },
  }
}
