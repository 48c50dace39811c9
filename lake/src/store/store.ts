import type { DatabaseSync } from 'node:sqlite'
import type { CommittedTransaction } from '../shared/types.ts'
import { Dataset } from './dataset.ts'
import { databaseFile, openDatabase } from './db.ts'
import { History } from './history.ts'

export type CommitListener = (tx: CommittedTransaction) => void
export type WipeListener = (dataset: string) => void

/** The lake's storage: a sqlite file with every dataset, their documents and their transaction log. */
export class LakeStore {
  readonly db: DatabaseSync
  /** The sqlite file (query workers open it read-only to load their copy). */
  readonly file: string
  readonly history: History
  private readonly datasets = new Map<string, Dataset>()
  private readonly listeners = new Set<CommitListener>()
  private readonly wipeListeners = new Set<WipeListener>()

  constructor(dataDir: string) {
    this.db = openDatabase(dataDir)
    this.file = databaseFile(dataDir)
    this.history = new History(this.db)
    const rows = this.db.prepare('SELECT name FROM datasets').all() as Array<{ name: string }>
    for (const { name } of rows) this.load(name)
  }

  private load(name: string): Dataset {
    const dataset = new Dataset(
      name,
      this.db,
      (tx) => {
        for (const listener of this.listeners) {
          try {
            listener(tx)
          } catch (error) {
            console.error('[lake] commit listener failed', error)
          }
        }
      },
      () => {
        for (const listener of this.wipeListeners) listener(name)
      },
    )
    this.datasets.set(name, dataset)
    return dataset
  }

  dataset(name: string): Dataset | undefined {
    return this.datasets.get(name)
  }

  datasetNames(): string[] {
    return [...this.datasets.keys()]
  }

  ensureDataset(name: string): Dataset {
    const existing = this.datasets.get(name)
    if (existing) return existing
    this.db
      .prepare('INSERT OR IGNORE INTO datasets (name, created_at) VALUES (?, ?)')
      .run(name, new Date().toISOString())
    return this.load(name)
  }

  /** Called after every durable commit, in commit order (listen, webhooks, caches). */
  onCommit(listener: CommitListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Called after a dataset is wiped (`Dataset.wipe`, no commit): copies of its documents must be dropped. */
  onWipe(listener: WipeListener): () => void {
    this.wipeListeners.add(listener)
    return () => this.wipeListeners.delete(listener)
  }

  isEmpty(): boolean {
    return (this.db.prepare('SELECT COUNT(*) AS n FROM documents').get() as { n: number }).n === 0
  }

  getSetting(key: string): string | undefined {
    const row = this.db.prepare('SELECT value FROM kv WHERE key = ?').get(key) as
      | { value: string }
      | undefined
    return row?.value
  }

  setSetting(key: string, value: string): void {
    this.db
      .prepare(
        'INSERT INTO kv (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
      )
      .run(key, value)
  }

  close(): void {
    this.listeners.clear()
    this.wipeListeners.clear()
    this.db.close()
  }
}
