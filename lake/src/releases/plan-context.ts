import type { SanityDocument } from '../shared/types.ts'

/** What an action's plan may look at: the documents as earlier actions of the request left them, and history. */
export interface PlanContext {
  lookup: (id: string) => SanityDocument | null
  documents: () => Iterable<SanityDocument>
  /** The last stored state of a document, also once it has been deleted (archived versions come back from it). */
  lastRevision: (id: string) => SanityDocument | null
  /** The request's time (ISO), for `publishedAt` and for refusing a `publishAt` in the past. */
  now: string
}

type Json = Record<string, unknown>

/** One action type's plan: the mutations that carry it out, or an error for the action at `index`. */
export type ContextPlanner = (action: Json, index: number, context: PlanContext) => unknown[]

/** Fields the lake stamps itself; copying a document to another id drops them. */
export function contentOf(doc: SanityDocument): Json {
  const { _rev: _r, _updatedAt: _u, _originalId: _o, ...rest } = doc as Json
  return rest
}
