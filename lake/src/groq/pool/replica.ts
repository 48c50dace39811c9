/**
 * A query worker's copy of every dataset: loaded from the store file (read-only), then kept current by the commits
 * and wipes the main thread broadcasts (`feed.ts`). The broadcast is joined before the number and the store are
 * read, so nothing falls between them; a change both in the loaded rows and heard again is applied twice, which
 * leaves the same documents (each message carries whole documents, in commit order).
 */
import type * as Sqlite from 'node:sqlite'
import { BroadcastChannel } from 'node:worker_threads'
import type { SanityDocument } from '../../shared/types.ts'
import type { DocumentSet } from '../views.ts'
import type { FeedAddress, ReplicaMessage } from './feed.ts'

class ReplicaDataset implements DocumentSet {
  readonly name: string
  readonly docs = new Map<string, SanityDocument>()
  revision = 0

  constructor(name: string) {
    this.name = name
  }
}

export class Replica {
  private readonly byName = new Map<string, ReplicaDataset>()
  private version = 0
  private waiting: Array<{ version: number; resolve: () => void }> = []
  private readonly channel: BroadcastChannel

  constructor(address: FeedAddress) {
    this.channel = new BroadcastChannel(address.channel)
    this.channel.onmessage = (event) => this.apply((event as { data: ReplicaMessage }).data)
    this.version = Atomics.load(new Int32Array(address.version), 0)
    // Loaded here, not imported: node:sqlite warns when it loads, and `worker.ts` silences that first.
    const { DatabaseSync } = process.getBuiltinModule('node:sqlite') as typeof Sqlite
    const db = new DatabaseSync(address.file, { readOnly: true })
    try {
      for (const row of db.prepare('SELECT dataset, body FROM documents').iterate()) {
        const { dataset, body } = row as { dataset: string; body: string }
        const doc = JSON.parse(body) as SanityDocument
        this.dataset(dataset).docs.set(doc._id, doc)
      }
    } finally {
      db.close()
    }
  }

  dataset(name: string): ReplicaDataset {
    let dataset = this.byName.get(name)
    if (!dataset) {
      dataset = new ReplicaDataset(name)
      this.byName.set(name, dataset)
    }
    return dataset
  }

  datasets(): Iterable<DocumentSet> {
    return this.byName.values()
  }

  /** Resolves once every change numbered up to `version` is in this copy. */
  caughtUp(version: number): Promise<void> {
    if (this.version >= version) return Promise.resolve()
    return new Promise((resolve) => this.waiting.push({ version, resolve }))
  }

  private apply(message: ReplicaMessage): void {
    const dataset = this.dataset(message.dataset)
    if (message.type === 'wipe') dataset.docs.clear()
    else
      for (const { id, after } of message.changes) {
        if (after) dataset.docs.set(id, after)
        else dataset.docs.delete(id)
      }
    dataset.revision++
    this.version = Math.max(this.version, message.version)
    const ready = this.waiting.filter((waiter) => waiter.version <= this.version)
    this.waiting = this.waiting.filter((waiter) => waiter.version > this.version)
    for (const waiter of ready) waiter.resolve()
  }

  close(): void {
    this.channel.close()
  }
}
