/**
 * The content store: the real `@sanity/client`, against the local lake or the hosted Content Lake by configuration.
 * Failures are sorted into "the store is down" (503 to the visitor, nothing written) and everything else.
 */
import { createClient, type SanityClient } from '@sanity/client'
import pRetry from 'p-retry'
import type { ContentConfig } from '../config.ts'
import { storeUnavailable } from '../http/errors.ts'

export function createContentClient(config: ContentConfig): SanityClient {
  return createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    apiHost: config.apiHost,
    useProjectHostname: config.useProjectHostname ?? !config.apiHost,
    token: config.token,
    useCdn: false,
    perspective: 'raw',
    // Our own retries (p-retry) decide what is safe to repeat; the client's would stack on top of them.
    maxRetries: 0,
    timeout: config.timeoutMs ?? 10_000,
  })
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { statusCode?: unknown })?.statusCode
  return typeof status === 'number' ? status : undefined
}

/** Network failures, timeouts, 5xx and 429 mean the store cannot take the request now. */
export function isStoreUnavailable(error: unknown): boolean {
  const status = statusOf(error)
  return status === undefined || status >= 500 || status === 429
}

export function isRevisionConflict(error: unknown): boolean {
  return statusOf(error) === 409
}

/**
 * Runs an idempotent store operation, retrying briefly when the store is unreachable, and turns a store that stays
 * down into a 503. Only pass operations that are safe to repeat (reads, createIfNotExists, revision-guarded patches).
 */
export async function withStore<T>(operation: () => Promise<T>, retries = 2): Promise<T> {
  try {
    return await pRetry(operation, {
      retries,
      minTimeout: 50,
      maxTimeout: 400,
      shouldRetry: ({ error }) => isStoreUnavailable(error),
    })
  } catch (error) {
    if (isStoreUnavailable(error)) throw storeUnavailable()
    throw error
  }
}
