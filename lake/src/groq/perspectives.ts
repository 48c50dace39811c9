/**
 * Perspectives, as a request names them (`perspective=published|drafts|raw`, or a stack of release ids ending in
 * `drafts` or `published`: `rA,rB,drafts`) and as the views take them (`views.ts`): a string, so that it keys the
 * caches and crosses to the query workers as it is.
 */

/** `raw` as API versions before 2025-02-19 see it: version documents are left out, as hosted Sanity does. */
export type Perspective = 'published' | 'drafts' | 'raw' | 'rawWithoutVersions' | `stack:${string}`

/** A stack's layers, first wins: release ids, `drafts`, and `published` last. */
export type PerspectiveLayers = readonly string[]

/** The first API version that answers version documents and perspective stacks. */
const RELEASES_API_VERSION = '2025-02-19'

/** A release id as Sanity's id rules allow one in `versions.<release>.<id>` (`@sanity/id-utils`). */
const RELEASE_ID = /^[a-zA-Z0-9_-]+$/

export class PerspectiveError extends Error {}

/** Whether a request on this API version (`2025-02-19`, `1`, `X`) sees version documents in `raw`. */
export function seesVersions(apiVersion: string | undefined): boolean {
  if (apiVersion === undefined) return true
  if (apiVersion.toUpperCase() === 'X') return true
  return apiVersion.includes('-') && apiVersion >= RELEASES_API_VERSION
}

const STACK_PREFIX = 'stack:'

/** The layers of a stack perspective, or undefined for a named one. */
export function stackLayers(perspective: Perspective): PerspectiveLayers | undefined {
  return perspective.startsWith(STACK_PREFIX) ? perspective.slice(STACK_PREFIX.length).split(',') : undefined
}

/**
 * The perspective a request asks for: a string (comma-separated for a stack, as `@sanity/client` sends an array in
 * a GET) or an array (a POST body). `previewDrafts` is the old name of `drafts`. Throws a `PerspectiveError` naming
 * the bad value.
 */
export function parsePerspective(value: unknown, apiVersion?: string): Perspective {
  if (value === undefined || value === null || value === '') return 'published'
  const names = (Array.isArray(value) ? value.map(String) : String(value).split(',')).map((name) =>
    name.trim() === 'previewDrafts' ? 'drafts' : name.trim(),
  )
  if (names.length === 1 && (names[0] === 'published' || names[0] === 'drafts')) return names[0]
  if (names.length === 1 && names[0] === 'raw') return seesVersions(apiVersion) ? 'raw' : 'rawWithoutVersions'
  if (names.includes('raw'))
    throw new PerspectiveError('Invalid perspective: "raw" can not be combined with other perspectives')
  const bad = names.find((name) => !RELEASE_ID.test(name))
  if (bad !== undefined)
    throw new PerspectiveError(
      `Invalid perspective "${bad.slice(0, 100)}": use "published", "drafts", "raw" or release ids followed by "drafts"`,
    )
  const layers = [...new Set([...names, 'published'])]
  return `${STACK_PREFIX}${layers.join(',')}`
}
