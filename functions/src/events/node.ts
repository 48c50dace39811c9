/** Node: insights on the store chosen by the environment (`store/open.ts`), the day's salt beside its data. */

import type { InsightsDeps } from './insights.ts'
import { saltFile } from './salt-file.ts'
import { openInsightsStore, type StoreSettings } from './store/open.ts'

export function nodeInsights(settings: StoreSettings, overrides: Partial<InsightsDeps> = {}): InsightsDeps {
  return { openStore: () => openInsightsStore(settings), salts: saltFile(settings.dataDir), ...overrides }
}
