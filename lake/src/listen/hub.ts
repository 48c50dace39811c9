import { type ReadScope, scopeAllows } from '../auth/access.ts'
import { randomId } from '../mutate/ids.ts'
import type { CommittedTransaction, DocumentChange } from '../types.ts'
import { mendozaEffects } from './effects.ts'
import type { DocumentMatcher } from './match.ts'

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

function mutationsFor(tx: CommittedTransaction, id: string): unknown[] {
  return tx.mutations.filter((mutation) => {
    const body = Object.values(mutation as Record<string, { _id?: string; id?: string; query?: string }>)[0]
    return body?._id === id || body?.id === id || typeof body?.query === 'string'
  })
}

/** Fans committed transactions out to the open `data/listen` connections. */
export class ListenerHub {
  private readonly listeners = new Set<Listener>()
  /** One closer per open SSE response, so `close()` can end them all. */
  readonly openStreams = new Set<() => void>()

  closeAll(): void {
    for (const close of [...this.openStreams]) close()
  }

  add(options: ListenerOptions): { name: string; remove: () => void } {
    const listener: Listener = { ...options, name: randomId(), queue: Promise.resolve() }
    this.listeners.add(listener)
    return { name: listener.name, remove: () => this.listeners.delete(listener) }
  }

  get size(): number {
    return this.listeners.size
  }

  publish(tx: CommittedTransaction): void {
    for (const listener of this.listeners) {
      if (listener.dataset !== tx.dataset) continue
      listener.queue = listener.queue
        .then(() => this.deliver(listener, tx))
        .catch((error) => {
          console.error('[lake] listener delivery failed', error)
        })
    }
  }

  private async deliver(listener: Listener, tx: CommittedTransaction): Promise<void> {
    const events: Array<{ change: DocumentChange; transition: 'update' | 'appear' | 'disappear' }> = []
    for (const change of tx.changes) {
      // A change is heard if the listener may read the document before or after it (a moderator sees a comment
      // leave their view, never a document they could not read at all).
      const readable = [change.before, change.after].some((doc) => doc && scopeAllows(listener.scope, doc))
      if (!readable) continue
      const before = await listener.matcher(change.before)
      const after = await listener.matcher(change.after)
      if (!before && !after) continue
      events.push({ change, transition: before && after ? 'update' : after ? 'appear' : 'disappear' })
    }
    events.forEach(({ change, transition }, index) => {
      const data: Record<string, unknown> = {
        eventId: `${tx.transactionId}#${change.id}`,
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
      if (listener.includeMutations) data.mutations = mutationsFor(tx, change.id)
      if (listener.includeResult && change.after) data.result = change.after
      if (listener.includePreviousRevision && change.before) data.previous = change.before
      if (listener.effectFormat === 'mendoza') data.effects = mendozaEffects(change.before, change.after)
      listener.send('mutation', data, `${tx.transactionId}#${change.id}`)
    })
  }
}
