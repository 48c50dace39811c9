import { isDraftId, isVersionId, publishedIdOf, releaseOf } from '@escrova/schemas/ids'
import { LRUCache } from 'lru-cache'
import type { SanityDocument } from '../shared/types.ts'
import { valueAtPath } from './attribute-path.ts'
import { type Perspective, type PerspectiveLayers, stackLayers } from './perspectives.ts'
import { type ReadScope, readsEverything, scopeAllows } from './read-scope.ts'

export type { Perspective } from './perspectives.ts'

const SORTED_LISTS_MAX = 200

/**
 * The documents a query runs over: the store's `Dataset`, or a query worker's copy of it (`pool/replica.ts`).
 * `revision` changes whenever `docs` do: caches key on the object and its revision.
 */
export interface DocumentSet {
  readonly name: string
  readonly docs: ReadonlyMap<string, SanityDocument>
  readonly revision: number
}

/** Who is reading: the GROQ filter of their roles' read grants (`auth/access.ts`). */
export type Visibility = ReadScope

/**
 * The documents one kind of reader sees, in `_id` order, with indexes built lazily and thrown away when the dataset changes:
 * an id map (dereference), a type index and per-path equality indexes (query narrowing).
 */
export class View {
  readonly byId = new Map<string, SanityDocument>()
  private readonly positions = new Map<SanityDocument, number>()
  private byTypeCache?: Map<string, SanityDocument[]>
  private readonly eqIndexes = new Map<string, Map<unknown, SanityDocument[]>>()
  private readonly sortedLists = new Map<string, SanityDocument[]>()

  readonly docs: SanityDocument[]

  constructor(docs: SanityDocument[]) {
    this.docs = docs
    docs.forEach((doc, index) => {
      this.byId.set(doc._id, doc)
      this.positions.set(doc, index)
    })
  }

  position(doc: SanityDocument): number {
    return this.positions.get(doc) ?? Number.MAX_SAFE_INTEGER
  }

  ofType(type: string): SanityDocument[] {
    if (!this.byTypeCache) {
      const index = new Map<string, SanityDocument[]>()
      for (const doc of this.docs) {
        const list = index.get(doc._type)
        if (list) list.push(doc)
        else index.set(doc._type, [doc])
      }
      this.byTypeCache = index
    }
    return this.byTypeCache.get(type) ?? []
  }

  /**
   * A list of this view's documents kept in one order, computed once (`narrow.ts`: a scan's candidates sorted by its
   * `order(...)`, so that a page of an ordered list costs a walk, not a sort). A few hundred at most per view.
   */
  sorted(key: string, compute: () => SanityDocument[]): SanityDocument[] {
    let list = this.sortedLists.get(key)
    if (!list) {
      if (this.sortedLists.size >= SORTED_LISTS_MAX) this.sortedLists.clear()
      list = compute()
      this.sortedLists.set(key, list)
    }
    return list
  }

  /** Documents whose value at `path` (attribute names) is exactly the primitive `value`. */
  withValue(path: string[], value: string | number | boolean): SanityDocument[] {
    const key = path.join('.')
    let index = this.eqIndexes.get(key)
    if (!index) {
      index = new Map()
      for (const doc of this.docs) {
        const current = valueAtPath(doc, path)
        if (typeof current === 'string' || typeof current === 'number' || typeof current === 'boolean') {
          const list = index.get(current)
          if (list) list.push(doc)
          else index.set(current, [doc])
        }
      }
      this.eqIndexes.set(key, index)
    }
    return index.get(value) ?? []
  }
}

/** Hosted Sanity returns unordered results in `_id` order (sanity-io/groq-test-suite relies on it): so do views. */
const byId = (a: SanityDocument, b: SanityDocument) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0)

function buildView(dataset: DocumentSet, perspective: Perspective, visibility: Visibility): View {
  const view = unorderedView(dataset, perspective, visibility)
  return new View(view.sort(byId))
}

function unorderedView(
  dataset: DocumentSet,
  perspective: Perspective,
  visibility: Visibility,
): SanityDocument[] {
  const all = [...dataset.docs.values()]
  const visible = readsEverything(visibility) ? all : all.filter((doc) => scopeAllows(visibility, doc))
  if (perspective === 'raw') return visible
  if (perspective === 'rawWithoutVersions') return visible.filter((doc) => !isVersionId(doc._id))
  if (perspective === 'published')
    return visible.filter((doc) => !isDraftId(doc._id) && !isVersionId(doc._id))
  const layers = stackLayers(perspective)
  if (layers) return stackedView(visible, layers)
  // drafts: a draft stands in for its published document, under the published id (with `_originalId`).
  const out = new Map<string, SanityDocument>()
  for (const doc of visible) {
    if (isVersionId(doc._id)) continue
    if (isDraftId(doc._id)) {
      const publishedId = publishedIdOf(doc._id)
      out.set(publishedId, { ...doc, _id: publishedId, _originalId: doc._id })
    } else if (!out.has(doc._id)) {
      out.set(doc._id, { ...doc, _originalId: doc._id })
    }
  }
  return [...out.values()]
}

/** The layer a stored document belongs to: `published` (its bare id), `drafts`, or its release's id. */
function layerOf(id: string): string {
  if (isDraftId(id)) return 'drafts'
  return releaseOf(id) ?? 'published'
}

/** A version that unpublishes its document when its release is published (the Studio's "unpublish" in a release). */
const unpublishes = (doc: SanityDocument): boolean =>
  (doc._system as { delete?: unknown } | undefined)?.delete === true

/**
 * A perspective stack (`rA,rB,drafts`): per document, the stored document of the first layer that has one wins, shown
 * under the published id with `_originalId` naming it, as hosted Sanity answers. A winning unpublish marker hides the
 * document: the stack previews the dataset as it will be once those releases are published.
 */
function stackedView(visible: SanityDocument[], layers: PerspectiveLayers): SanityDocument[] {
  const winners = new Map<string, { doc: SanityDocument; rank: number }>()
  for (const doc of visible) {
    const rank = layers.indexOf(layerOf(doc._id))
    if (rank < 0) continue
    const publishedId = publishedIdOf(doc._id)
    const current = winners.get(publishedId)
    if (!current || rank < current.rank) winners.set(publishedId, { doc, rank })
  }
  const out: SanityDocument[] = []
  for (const [publishedId, { doc }] of winners) {
    if (isVersionId(doc._id) && unpublishes(doc)) continue
    out.push({ ...doc, _id: publishedId, _originalId: doc._id })
  }
  return out
}

/** How many stacks' views one dataset revision keeps per reader set: each Studio release preview is one. */
const STACK_VIEWS_MAX = 16

interface CachedViews {
  revision: number
  /** `published`, `drafts` and `raw` per read scope: a handful, kept for the whole revision. */
  named: Map<string, View>
  /** Perspective stacks, bounded: any caller can name new ones. */
  stacks: LRUCache<string, View>
}

const cache = new WeakMap<DocumentSet, CachedViews>()

export function viewOf(dataset: DocumentSet, perspective: Perspective, visibility: Visibility): View {
  let entry = cache.get(dataset)
  if (!entry || entry.revision !== dataset.revision) {
    entry = { revision: dataset.revision, named: new Map(), stacks: new LRUCache({ max: STACK_VIEWS_MAX }) }
    cache.set(dataset, entry)
  }
  const views = stackLayers(perspective) ? entry.stacks : entry.named
  const key = `${perspective}:${visibility}`
  let view = views.get(key)
  if (!view) {
    view = buildView(dataset, perspective, visibility)
    views.set(key, view)
  }
  return view
}
