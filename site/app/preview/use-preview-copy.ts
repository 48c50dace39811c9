import type { CopyName } from '../content/copy-shapes.ts'
import { previewRegistry } from './registry.ts'
import { usePreviewData } from './use-preview-data.ts'

/**
 * A page's copy: the loader's, or inside the Studio's frame the editors' drafts of it, live, each text an edit link.
 * A section the draft leaves incomplete (a heading cleared while retyping) keeps the loader's words (the preview
 * chunk's `reconcileCopy`), so the preview never shows a blank the published page could not.
 */
export function usePreviewCopy<T extends object>(
  name: CopyName,
  loaded: T,
  params: Record<string, unknown> = {},
): T {
  const live = usePreviewData<Record<string, unknown> | null | undefined>(name, params, undefined)
  if (live === undefined) return loaded
  return previewRegistry.reconcile(name, live, loaded) as T
}
