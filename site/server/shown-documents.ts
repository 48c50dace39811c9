/**
 * The documents a loose read shows (every `_id` in its answer: the post sidebar's recent posts, categories, tags), so
 * a page depends exactly on them while it depends only loosely on the set: editing, unpublishing or deleting a
 * document the page shows re-renders it and purges it at the edge (the page carries their `_id=<id>` sync tags,
 * lake/README.md "Sync tags"), while a new post entering the set may wait for the loose refresh.
 *
 * Each render checks the shown documents' revisions with one query narrowed by `_id` (cheap: the id index). When one
 * is gone or changed since the shared answer was read, that answer is out of date about what the page shows and is
 * read again before the page is rendered: the check does not rely on this process having heard the live event yet
 * (the edge's purger may hear it first and ask for the page again at once).
 */
import { createHash } from 'node:crypto'
import { fieldValues } from '@escrova/schemas/document-walk'

export type Revisions = ReadonlyMap<string, string>

/** Every document id named in an answer (objects carrying `_id`, at any depth). */
export function shownIds(result: unknown): string[] {
  return [...fieldValues(result, '_id')].sort()
}

/** The check's answer as id -> revision. */
export function revisionsOf(result: unknown): Revisions {
  const rows = Array.isArray(result) ? (result as Array<{ _id?: unknown; _rev?: unknown }>) : []
  return new Map(rows.map((row) => [String(row._id), String(row._rev)]))
}

/** Whether every shown document is still there at the revision the answer was read with. */
export function sameRevisions(ids: readonly string[], seen: Revisions, now: Revisions): boolean {
  return ids.every((id) => now.has(id) && now.get(id) === seen.get(id))
}

/**
 * Pages carry this tag per document a loose read showed them: no live event names it; this server's eager refresh
 * does, and behind an edge the purger (site/edge/watched-reads.ts), which is why an edge gets it as a key.
 */
export const SHOWN_TAG_PREFIX = 'site:shown:'

export const shownTag = (id: string) => `${SHOWN_TAG_PREFIX}${id}`

/** What a `value` read's pages are tagged by (with `shownTag`): the read itself, as no document names it. */
export const answerId = (key: string) =>
  `answer:${createHash('sha1').update(key).digest('base64url').slice(0, 16)}`

/** Whether two answers of one read differ (a `value` read's pages are then out of date). */
export const answerChanged = (before: unknown, after: unknown) =>
  JSON.stringify(before) !== JSON.stringify(after)

/** How an answer shows each document: the JSON of every object carrying an `_id` (a category and its count). */
function shownObjects(result: unknown, into = new Map<string, string[]>()): Map<string, string[]> {
  if (Array.isArray(result)) for (const item of result) shownObjects(item, into)
  else if (result && typeof result === 'object') {
    const id = (result as { _id?: unknown })._id
    if (typeof id === 'string') into.set(id, [...(into.get(id) ?? []), JSON.stringify(result)])
    for (const value of Object.values(result)) shownObjects(value, into)
  }
  return into
}

/**
 * The documents two answers of one loose read show differently (a category whose post count moved, a post that
 * entered or left the recent posts): the pages showing them are out of date, though no document they show changed.
 */
export function changedShown(before: unknown, after: unknown): string[] {
  const old = shownObjects(before)
  const now = shownObjects(after)
  const changed = new Set<string>()
  for (const [id, shown] of old) if (JSON.stringify(shown) !== JSON.stringify(now.get(id))) changed.add(id)
  for (const id of now.keys()) if (!old.has(id)) changed.add(id)
  return [...changed].sort()
}

/**
 * Of `changedShown`, the documents that did not change themselves (same revision in both answers' checks): a page
 * showing a document that changed, or is gone, is already named by the lake's event (its `_id` tag) and rendered
 * again; naming it twice would only render it again while that render runs.
 */
export function shownDifferentlyUnchanged(
  before: { result: unknown; revisions?: Revisions },
  after: { result: unknown; revisions?: Revisions },
): string[] {
  return changedShown(before.result, after.result).filter((id) => {
    const was = before.revisions?.get(id)
    return was === undefined || was === after.revisions?.get(id)
  })
}
