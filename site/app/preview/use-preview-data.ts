import { useEffect, useSyncExternalStore } from 'react'
import { type PreviewQueryName, previewRegistry } from './registry.ts'

/**
 * `fallback` (what the loader read: published content) everywhere except inside the Studio's Presentation frame,
 * where it becomes the Studio's live answer to the named query (`queries.ts`) (drafts as the editor types, with stega edit links) once
 * one has arrived. On the server and outside the frame this only records the query in a map nobody reads.
 */
export function usePreviewData<T>(name: PreviewQueryName, params: Record<string, unknown>, fallback: T): T {
  const key = `${name}\u0000${JSON.stringify(params)}`
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the query and its params
  useEffect(() => previewRegistry.register({ key, name, params }), [key])
  const live = useSyncExternalStore(
    previewRegistry.subscribe,
    () => previewRegistry.result(key),
    () => undefined,
  )
  return live === undefined ? fallback : (live as T)
}
