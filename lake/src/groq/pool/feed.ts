/**
 * The main thread's side of the workers' copies (`replica.ts`): every commit and wipe is broadcast to them, numbered.
 * The number of the last one is also kept in shared memory, which a starting worker reads before it loads the store
 * (`Replica.open`), and a query carries the number current when it arrived: a worker answers it only once its copy
 * has caught up, so nobody reads older data than a write they saw acknowledged.
 */
import { randomUUID } from 'node:crypto'
import { BroadcastChannel } from 'node:worker_threads'
import type { SanityDocument } from '../../shared/types.ts'
import type { LakeStore } from '../../store/store.ts'

export type ReplicaMessage =
  | {
      type: 'commit'
      version: number
      dataset: string
      changes: Array<{ id: string; after: SanityDocument | null }>
    }
  | { type: 'wipe'; version: number; dataset: string }

/** What a worker needs to find the feed: the store file, the channel and the shared version number. */
export interface FeedAddress {
  file: string
  channel: string
  version: SharedArrayBuffer
}

export class ReplicaFeed {
  readonly address: FeedAddress
  private readonly channel: BroadcastChannel
  private readonly versionCell: Int32Array
  private readonly unsubscribe: Array<() => void>

  constructor(store: LakeStore) {
    const version = new SharedArrayBuffer(4)
    this.address = { file: store.file, channel: `lake-replica-${randomUUID()}`, version }
    this.versionCell = new Int32Array(version)
    this.channel = new BroadcastChannel(this.address.channel)
    this.channel.unref()
    this.unsubscribe = [
      store.onCommit((tx) =>
        this.publish((version) => ({
          type: 'commit',
          version,
          dataset: tx.dataset,
          changes: tx.changes.map((change) => ({ id: change.id, after: change.after })),
        })),
      ),
      store.onWipe((dataset) => this.publish((version) => ({ type: 'wipe', version, dataset }))),
    ]
  }

  /** The number of the last change broadcast: a query arriving now must see at least this. */
  get version(): number {
    return Atomics.load(this.versionCell, 0)
  }

  private publish(message: (version: number) => ReplicaMessage): void {
    // The store has the change already: a worker that reads this number loads it from the store.
    const version = Atomics.add(this.versionCell, 0, 1) + 1
    this.channel.postMessage(message(version))
  }

  close(): void {
    for (const unsubscribe of this.unsubscribe) unsubscribe()
    this.channel.close()
  }
}
