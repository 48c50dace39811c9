import { useEffect, useRef } from 'react'
import { type DocumentBadgeComponent, useSyncState } from 'sanity'

/** One entry per open document view whose edits the lake has not confirmed yet. */
const syncing = new Set<object>()

/** Whether any open document has edits still on their way to the lake (the Studio's own sync state). */
export function hasUnsavedEdits(): boolean {
  return syncing.size > 0
}

/**
 * Shows nothing: each open document's badges run it, so the Studio's layout can tell when every edit has been
 * saved (a reload before that drops them; the Studio sends edits in batches and keeps no unsaved-changes guard).
 */
export const UnsavedEditsTracker: DocumentBadgeComponent = (props) => {
  const { isSyncing } = useSyncState(props.id, props.type)
  const view = useRef({})
  useEffect(() => {
    if (!isSyncing) return
    const entry = view.current
    syncing.add(entry)
    return () => {
      syncing.delete(entry)
    }
  }, [isSyncing])
  return null
}
UnsavedEditsTracker.displayName = 'UnsavedEditsTracker'
