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
