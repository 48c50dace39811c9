/** A dataset in a store of its own over a temp dir, written by raw commits: for tests of the query engine alone. */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { SanityDocument } from '../../src/shared/types.ts'
import type { Dataset } from '../../src/store/dataset.ts'
import { LakeStore } from '../../src/store/store.ts'

export interface TempDataset {
  dataset: Dataset
  /** One transaction of whole-document changes (`after: null` deletes). */
  commit(
    transactionId: string,
    changes: Array<{ before: SanityDocument | null; after: SanityDocument | null; id: string }>,
  ): void
  /** Closes the store and deletes its dir. */
  close(): void
}

export function tempDataset(prefix: string): TempDataset {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  const store = new LakeStore(dir)
  const dataset = store.ensureDataset('production')
  return {
    dataset,
    commit(transactionId, changes) {
      dataset.commit({
        transactionId,
        timestamp: new Date().toISOString(),
        identity: 'test',
        mutations: [],
        changes: changes.map(({ id, before, after }) => ({
          id,
          before,
          after,
          previousRev: before ? 'r' : null,
          resultRev: transactionId,
        })),
      })
    },
    close() {
      store.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
