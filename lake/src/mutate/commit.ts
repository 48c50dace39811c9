/**
 * The one commit path: every write goes through here (the mutate and actions routes, import, asset uploads, the
 * release scheduler), so the store's log, listeners, live events and webhooks see each write the same way. A
 * prepared transaction (`apply.ts`) is committed; its key renames are remembered for the patches still on their way
 * (`key-renames.ts`), and its `settle` follows as a transaction of its own, so the sender's Studio, which takes the
 * echo of its own transaction as what it already shows, shows what was stored.
 */

import type { SanityDocument } from '../shared/types.ts'
import type { Dataset } from '../store/dataset.ts'
import { type PreparedTransaction, prepareTransaction } from './apply.ts'
import { rememberRenames } from './key-renames.ts'

export async function commitPrepared(
  dataset: Dataset,
  prepared: PreparedTransaction,
  identity: string,
  visible?: (doc: SanityDocument) => boolean,
): Promise<void> {
  dataset.commit({
    transactionId: prepared.transactionId,
    timestamp: prepared.timestamp,
    identity,
    mutations: prepared.mutations,
    changes: prepared.changes,
    purge: prepared.purge,
  })
  rememberRenames(dataset, prepared.renames)
  if (prepared.settle.length === 0) return
  const settled = await prepareTransaction(dataset, prepared.settle, { visible })
  dataset.commit({
    transactionId: settled.transactionId,
    timestamp: settled.timestamp,
    identity,
    mutations: settled.mutations,
    changes: settled.changes,
    purge: [],
  })
}
