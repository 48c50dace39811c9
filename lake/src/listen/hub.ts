import { type ReadScope, scopeAllows } from '../auth/access.ts'
import { randomId } from '../mutate/ids.ts'
import type { CommittedTransaction, DocumentChange } from '../shared/types.ts'
import { mendozaEffects } from './effects.ts'
import type { DocumentMatcher } from './match.ts'
import { eventIdOf, parseEventId, RecentTransactions } from './recent.ts'

export interface ListenerOptions {
  dataset: string
  matcher: DocumentMatcher
  /** The listener's role: changes to documents it may not read are never sent. */
  scope: ReadScope
  includeResult: boolean
  includePreviousRevision: boolean
  includeMutations: boolean
  effectFormat?: 'mendoza'
  visibility: 'query' | 'transaction'
  send: (event: string, data: unknown, id?: string) => void
}

interface Listener extends ListenerOptions {
  name: string
  /** Events go out in commit order even though matching is async. */
  queue: Promise<void>
}

/**
 * The mutations behind one document's event. A mutation by query cannot say which documents it changed, so it goes
 * only to a listener that may read every document of the transaction: its values (a patch's `set`) could be about a
 * document the listener may not read.
 */
function mutationsFor(tx: CommittedTransaction, id: string, readsWholeTransaction: boolean): unknown[] {
  return tx.mutations.filter((mutation) => {
    const body = Object.values(mutation as Record<string, { _id?: string; id?: string; query?: string }>)[0]
    return body?._id === id || body?.id === id || (readsWholeTransaction && typeof body?.query === 'string')
  })
}

/** Fans committed transactions out to the open `data/listen` connections. */
export class ListenerHub {
  private readonly listeners = new Set<Listener>()
  private readonly recent = new RecentTransactions()
  /** One closer per open SSE response, so `close()` can end them all. */
  readonly openStreams = new Set<() => void>()

  closeAll(): void {
    for (const close of [...this.openStreams]) close()
  }

  /**
   * Adds a listener. With `resumeAfter` (the `Last-Event-ID` of a reconnecting listener) it first gets, in order,
   * the events it missed since that one; `resumed` is false when that event is unknown or too old to resume after.
   */
  add(
    options: ListenerOptions,
    resumeAfter?: string,
  ): { name: string; remove: () => void; resumed: boolean } {
    const listener: Listener = { ...options, name: randomId(), queue: Promise.resolve() }
    this.listeners.add(listener)
    const resumed = resumeAfter === undefined ? false : this.replay(listener, resumeAfter)
    return { name: listener.name, remove: () => this.listeners.delete(listener), resumed }
  }

  /** The dataset was wiped: nothing before it can be resumed after. */
  forget(dataset: string): void {
    this.recent.forget(dataset)
  }

  get size(): number {
    return this.listeners.size
  }

  publish(tx: CommittedTransaction): void {
    this.recent.record(tx)
    for (const listener of this.listeners) {
      if (listener.dataset === tx.dataset) this.enqueue(listener, tx)
    }
  }

  // Synchronous from `add` to the last enqueue: a commit cannot slip between the replay and the live events.
  private replay(listener: Listener, eventId: string): boolean {
    const point = parseEventId(eventId)
    const missed = point && this.recent.after(listener.dataset, point.transactionId)
    if (!point || !missed) return false
    const last = this.recent.find(listener.dataset, point.transactionId)
    if (last) this.enqueue(listener, last, point.documentId)
    for (const tx of missed) this.enqueue(listener, tx)
    return true
  }

  private enqueue(listener: Listener, tx: CommittedTransaction, afterDocumentId?: string): void {
    listener.queue = listener.queue
      .then(() => this.deliver(listener, tx, afterDocumentId))
      .catch((error) => {
        console.error('[lake] listener delivery failed', error)
      })
  }

  /** Sends the transaction's events this listener may hear (only those after `afterDocumentId`'s, when resuming). */
  private async deliver(
    listener: Listener,
    tx: CommittedTransaction,
    afterDocumentId?: string,
  ): Promise<void> {
    const events: Array<{ change: DocumentChange; transition: 'update' | 'appear' | 'disappear' }> = []
    // A change is heard if the listener may read the document before or after it (a moderator sees a comment leave
    // their view, never a document they could not read at all).
    const readable = (change: DocumentChange) =>
      [change.before, change.after].some((doc) => doc && scopeAllows(listener.scope, doc))
    const readsWholeTransaction = tx.changes.every(readable)
    for (const change of tx.changes) {
      if (!readable(change)) continue
      const before = await listener.matcher(change.before)
      const after = await listener.matcher(change.after)
      if (!before && !after) continue
      events.push({ change, transition: before && after ? 'update' : after ? 'appear' : 'disappear' })
    }
    const first =
      afterDocumentId === undefined ? 0 : events.findIndex(({ change }) => change.id === afterDocumentId) + 1
    events.forEach(({ change, transition }, index) => {
      if (index < first) return
      const data: Record<string, unknown> = {
        eventId: eventIdOf(tx.transactionId, change.id),
        documentId: change.id,
        transactionId: tx.transactionId,
        transition,
        identity: tx.identity,
        previousRev: change.previousRev ?? undefined,
        resultRev: change.resultRev ?? undefined,
        timestamp: tx.timestamp,
        visibility: listener.visibility,
        transactionTotalEvents: events.length,
        transactionCurrentEvent: index + 1,
      }
      if (listener.includeMutations) data.mutations = mutationsFor(tx, change.id, readsWholeTransaction)
      if (listener.includeResult && change.after) data.result = change.after
      if (listener.includePreviousRevision && change.before) data.previous = change.before
      if (listener.effectFormat === 'mendoza') data.effects = mendozaEffects(change.before, change.after)
      listener.send('mutation', data, eventIdOf(tx.transactionId, change.id))
    })
  }
}
