import { EVERYTHING_KEY, equalityKey, type TagKey } from '../live/tags.ts'
import { countEverything, type NarrowedPlan } from './narrow.ts'

/**
 * The sync-tag keys a narrowed plan depends on before it runs (dereferences add theirs while it runs): one key per
 * alternative of each narrowed scan, and `*` for each scan left whole (a lookup without alternatives, or a `*`
 * still in the tree that is not the narrowed dataset).
 */
export function planKeys(plan: NarrowedPlan): TagKey[] {
  const keys = new Set<TagKey>()
  for (const lookup of plan.lookups) {
    if (!lookup.alternatives) keys.add(EVERYTHING_KEY)
    else for (const { path, value } of lookup.alternatives) keys.add(equalityKey(path, value))
  }
  const narrowedDataset = plan.datasetLookup ? 1 : 0
  if (countEverything(plan.tree) > narrowedDataset) keys.add(EVERYTHING_KEY)
  return [...keys]
}
