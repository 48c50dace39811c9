import { countEverything, type NarrowedPlan } from './narrow.ts'
import { EVERYTHING_KEY, equalityKey, type TagKey } from './sync-tags.ts'

/**
 * The sync-tag keys a narrowed plan depends on before it runs (dereferences add theirs while it runs): a narrowed
 * scan's typed keys (narrow.ts `typedKeys`) or one key per alternative, and `*` for each scan left whole (a lookup
 * without alternatives, or a `*` still in the tree that is not the narrowed dataset).
 */
export function planKeys(plan: NarrowedPlan): TagKey[] {
  const keys = new Set<TagKey>()
  for (const lookup of plan.lookups) {
    if (lookup.keys) for (const key of lookup.keys) keys.add(key)
    else if (!lookup.alternatives) keys.add(EVERYTHING_KEY)
    else for (const { path, value } of lookup.alternatives) keys.add(equalityKey(path, value))
  }
  const narrowedDataset = plan.datasetLookup ? 1 : 0
  if (countEverything(plan.tree) > narrowedDataset) keys.add(EVERYTHING_KEY)
  return [...keys]
}

/**
 * Hosted Sanity answers a handful of tags per query. A query that names hundreds of documents (`parent._ref in
 * $ids`, a list dereferencing every item) would otherwise carry one tag each, a payload larger than its result:
 * past this many keys it depends on `*`, which is coarser but still sound (every commit carries `*`).
 */
export const MAX_KEYS_PER_QUERY = 64

export function boundedKeys(keys: Set<TagKey>): TagKey[] {
  return keys.size > MAX_KEYS_PER_QUERY ? [EVERYTHING_KEY] : [...keys]
}
