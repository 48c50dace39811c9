import type { CommittedTransaction } from '../shared/types.ts'

/** How many of a dataset's latest transactions a reconnecting listener can resume after. */
export const RESUME_WINDOW = 1_000

/** Where a listener left off: the transaction and the document of the last event it received. */
export interface ResumePoint {
  transactionId: string
  documentId: string
}

/** A listen event's id: the transaction and the document it is about (one event per document per transaction). */
export const eventIdOf = (transactionId: string, documentId: string) => `${transactionId}#${documentId}`

export function parseEventId(eventId: string): ResumePoint | null {
  const hash = eventId.indexOf('#')
  if (hash <= 0 || hash === eventId.length - 1) return null
  return { transactionId: eventId.slice(0, hash), documentId: eventId.slice(hash + 1) }
}

/**
 * Each dataset's latest transactions in commit order, so a listener that reconnects with `Last-Event-ID` gets what it
 * missed (`welcomeback`) instead of a `reset`, which makes the Studio refetch the document under the person typing.
 */
export class RecentTransactions {
  private readonly byDataset = new Map<string, CommittedTransaction[]>()

  constructor(private readonly window = RESUME_WINDOW) {}

  record(tx: CommittedTransaction): void {
    const list = this.byDataset.get(tx.dataset) ?? []
    list.push(tx)
    if (list.length > this.window) list.splice(0, list.length - this.window)
    this.byDataset.set(tx.dataset, list)
  }

  /** The transactions after `transactionId` (oldest first), or null when it is unknown or aged out. */
  after(dataset: string, transactionId: string): CommittedTransaction[] | null {
    const list = this.byDataset.get(dataset) ?? []
    const index = list.findLastIndex((tx) => tx.transactionId === transactionId)
    return index < 0 ? null : list.slice(index + 1)
  }

  /** One transaction still in the window, by id. */
  find(dataset: string, transactionId: string): CommittedTransaction | undefined {
    return (this.byDataset.get(dataset) ?? []).findLast((tx) => tx.transactionId === transactionId)
  }

  forget(dataset: string): void {
    this.byDataset.delete(dataset)
  }
}
