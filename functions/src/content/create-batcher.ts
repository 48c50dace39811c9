/**
 * Group commit for submissions. Each visitor's document is a `createIfNotExists`, which never conflicts, so the ones
 * that arrive while writes are in flight can share the next transaction: under load the store sees a few large
 * transactions instead of one request per visitor, and a lone request still goes out at once. Two transactions may
 * be in flight, so one is being built and sent while the store commits the other (measured: about twice the
 * throughput of one at a time, at half the p99). If a shared
 * transaction is refused as a whole (not a store outage), each document is retried alone, so one bad document
 * cannot fail its neighbours.
 */
import type { IdentifiedSanityDocumentStub, SanityClient } from '@sanity/client'
import { ApiError } from '../http/errors.ts'
import { withStore } from './client.ts'

/** How a submission's document is written: `createIfNotExists`, resolved once it exists in the store. */
export interface DocumentWriter {
  createIfNotExists(document: IdentifiedSanityDocumentStub): Promise<void>
}

/**
 * One transaction per document. For Workers, where a request may not wait on a promise that another request's I/O
 * settles (workerd cancels it as hung), so submissions cannot share a transaction; isolates spread the load instead.
 */
export function directWriter(client: SanityClient): DocumentWriter {
  return {
    async createIfNotExists(document) {
      await withStore(() =>
        client
          .transaction()
          .createIfNotExists(document)
          .commit({ returnDocuments: false, visibility: 'sync' }),
      )
    },
  }
}

interface Pending {
  document: IdentifiedSanityDocumentStub
  resolve(): void
  reject(error: unknown): void
}

export class CreateBatcher implements DocumentWriter {
  private queue: Pending[] = []
  private inFlight = 0

  constructor(
    private readonly client: SanityClient,
    private readonly maxBatch = 100,
    private readonly maxInFlight = 2,
  ) {}

  /** Resolves once the document exists in the store (created now or earlier); rejects with a 503 if it is down. */
  createIfNotExists(document: IdentifiedSanityDocumentStub): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ document, resolve, reject })
      if (this.inFlight < this.maxInFlight) void this.flush()
    })
  }

  private async flush(): Promise<void> {
    this.inFlight += 1
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, this.maxBatch)
        await this.commit(batch)
      }
    } finally {
      this.inFlight -= 1
    }
  }

  private async commit(batch: Pending[]): Promise<void> {
    try {
      await withStore(() => {
        const transaction = this.client.transaction()
        for (const { document } of batch) transaction.createIfNotExists(document)
        return transaction.commit({ returnDocuments: false, visibility: 'sync' })
      })
      for (const pending of batch) pending.resolve()
    } catch (error) {
      if (batch.length === 1 || error instanceof ApiError) {
        for (const pending of batch) pending.reject(error)
        return
      }
      for (const pending of batch) await this.commit([pending])
    }
  }
}
