/**
 * The queries a page would like kept live, and what the Studio answered for them. Pages register through
 * `usePreviewData`; nothing reads the registry unless the page sits in the Studio's Presentation frame, where the
 * lazily loaded `live-preview.tsx` runs each registered query in live mode and publishes the results here.
 * Kept tiny on purpose: this file is in every page's bundle, the preview code is not.
 */
import type { CopyName } from '../content/copy-shapes.ts'

export interface PreviewQuery {
  key: string
  /** A query of `queries.ts` by name: the GROQ itself stays in the preview chunk, out of every page's bundle. */
  name: PreviewQueryName
  params: Record<string, unknown>
}

export type PreviewQueryName = 'post' | 'postSidebar' | 'blogList' | 'latestPosts' | CopyName

type Listener = () => void

/** How a live answer meets what the loader gave the page (see `reconcile` below). */
export type Reconcile = (name: PreviewQueryName, live: unknown, loaded: unknown) => unknown

const queries = new Map<string, PreviewQuery & { users: number }>()
const results = new Map<string, unknown>()
const listeners = new Set<Listener>()
let registered: PreviewQuery[] = []
let reconcile: Reconcile = (_name, live) => live

function changed() {
  registered = [...queries.values()].map(({ key, name, params }) => ({ key, name, params }))
  for (const listener of listeners) listener()
}

export const previewRegistry = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  /** Registers a query while a component shows it; returns the unregister function. */
  register(entry: PreviewQuery): () => void {
    const current = queries.get(entry.key)
    if (current) current.users++
    else {
      queries.set(entry.key, { ...entry, users: 1 })
      changed()
    }
    return () => {
      const held = queries.get(entry.key)
      if (!held) return
      held.users--
      if (held.users === 0) {
        queries.delete(entry.key)
        changed()
      }
    }
  },
  queries: (): PreviewQuery[] => registered,
  result: (key: string): unknown => results.get(key),
  /**
   * A live answer as the page shows it, given what its loader read. Installed by the preview chunk (which checks a
   * draft's copy for gaps), so the check's code stays out of every visitor's bundle; live answers only exist once
   * that chunk has loaded.
   */
  reconcile: (name: PreviewQueryName, live: unknown, loaded: unknown): unknown =>
    reconcile(name, live, loaded),
  setReconcile(next: Reconcile) {
    reconcile = next
  },
  publish(key: string, value: unknown) {
    results.set(key, value)
    for (const listener of listeners) listener()
  },
}
