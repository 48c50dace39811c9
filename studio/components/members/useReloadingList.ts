import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react'
import { useCurrentUser } from 'sanity'
import { listStore } from './listStore'
import type { Status } from './StatusLine'

/**
 * A list the lake holds (members, passkeys) and the one way to change it: `run` does the change, says what happened
 * (the change's own words, or the lake's refusal) and reloads the list. One change at a time, and its outcome
 * survives the tool being mounted again while it runs (`listStore.ts`). Loaded on mount.
 */
export function useReloadingList<T>(name: string, load: () => Promise<T[]>) {
  const user = useCurrentUser()
  const store = useMemo(() => listStore<T>(`${name}:${user?.id ?? ''}`), [name, user?.id])
  const state = useSyncExternalStore(store.subscribe, store.get)
  const latestLoad = useRef(load)
  latestLoad.current = load

  const refresh = useCallback(
    () =>
      store
        .reload(() => latestLoad.current())
        .catch((error: unknown) => {
          store.set({ status: { tone: 'critical', text: (error as Error).message } })
        }),
    [store],
  )

  const run = useCallback(
    async (work: () => Promise<string | undefined>) => {
      if (store.get().busy) return
      store.set({ busy: true })
      let outcome: Status
      try {
        const done = await work()
        outcome = done ? { tone: 'positive', text: done } : null
      } catch (error) {
        outcome = { tone: 'critical', text: (error as Error).message }
      }
      store.set({ status: outcome })
      // The change's outcome stays on screen even when the list cannot be read again just after it.
      await store
        .reload(() => latestLoad.current())
        .catch((error: unknown) => {
          const note = `The list could not be reloaded: ${(error as Error).message}`
          store.set({ status: { tone: 'critical', text: outcome ? `${outcome.text} ${note}` : note } })
        })
      store.set({ busy: false })
    },
    [store],
  )

  useEffect(() => {
    void refresh()
  }, [refresh])

  return { ...state, run }
}
