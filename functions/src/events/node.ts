/**
 * Node: insights on the store chosen by the environment (`store/open.ts`), the day's salt beside its data, the
 * visitor hash by `node:crypto`.
 */

import { createHash } from 'node:crypto'
import type { InsightsDeps } from './insights.ts'
import { saltFile } from './salt-file.ts'
import { openInsightsStore, type StoreSettings } from './store/open.ts'

export function nodeInsights(settings: StoreSettings, overrides: Partial<InsightsDeps> = {}): InsightsDeps {
  return {
    openStore: () => openInsightsStore(settings),
    salts: saltFile(settings.dataDir),
    // Synchronous and without Web Crypto's per-call checks: the hash is on every beacon's path.
    sha256: (text) => createHash('sha256').update(text).digest(),
    ...overrides,
  }
}
