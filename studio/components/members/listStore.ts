import type { Status } from './StatusLine'

export interface ListState<T> {
  items: T[] | null
  status: Status
  busy: boolean
}

/**
 * A lake-held list and the outcome of the last change to it, kept outside React. The Studio may unmount and mount a
 * tool again at any moment (it replaces its whole layout once right after it first renders): a change in flight (a
 * passkey prompt, an invitation) and its message must reach whatever copy of the tool is on screen when it ends.
 */
export interface ListStore<T> {
  get(): ListState<T>
  subscribe(listener: () => void): () => void
  set(change: Partial<ListState<T>>): void
  /** Loads the list; a load that ends after a later one started is dropped, so an older answer never wins. */
  reload(load: () => Promise<T[]>): Promise<void>
}

function createListStore<T>(): ListStore<T> {
  let state: ListState<T> = { items: null, status: null, busy: false }
  let loadsStarted = 0
  const listeners = new Set<() => void>()
  const store: ListStore<T> = {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    set(change) {
      state = { ...state, ...change }
      for (const listener of listeners) listener()
    },
    async reload(load) {
      const ticket = ++loadsStarted
      const items = await load()
      if (ticket === loadsStarted) store.set({ items })
    },
  }
  return store
}

const stores = new Map<string, ListStore<unknown>>()

/** The one store for `key` in this tab (a list and the person it belongs to). */
export function listStore<T>(key: string): ListStore<T> {
  let store = stores.get(key)
  if (!store) {
    store = createListStore<unknown>()
    stores.set(key, store)
  }
  return store as ListStore<T>
}
