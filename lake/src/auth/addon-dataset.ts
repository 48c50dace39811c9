/**
 * The Studio's add-on dataset for comments and tasks: one per content dataset, named `<dataset>-comments` as hosted
 * Sanity names it. The Studio finds it with `projects/<id>/datasets?datasetProfile=comments&addonFor=<dataset>` and,
 * when there is none, creates it with `POST comments/<dataset>/setup` before its first comment or task.
 */
export const ADDON_SUFFIX = '-comments'
export const COMMENTS_PROFILE = 'comments'

/** The document types the Studio keeps there. */
export const ADDON_TYPES = ['comment', 'tasks.task'] as const

export const addonDatasetName = (dataset: string): string => `${dataset}${ADDON_SUFFIX}`

/**
 * The content dataset a dataset is the add-on of, if it is one: its name is `<parent>-comments` and the parent
 * exists. Every route on an add-on dataset is judged by the add-on's rules (`addon-grants.ts`).
 */
export function addonParentOf(name: string, exists: (dataset: string) => boolean): string | undefined {
  if (!name.endsWith(ADDON_SUFFIX)) return undefined
  const parent = name.slice(0, -ADDON_SUFFIX.length)
  return parent !== '' && exists(parent) ? parent : undefined
}
