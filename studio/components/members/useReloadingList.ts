import { useCallback, useEffect, useState } from 'react'
import type { Status } from './StatusLine'

/**
 * A list the lake holds (members, passkeys) and the one way to change it: `run` does the change, reloads the list and
 * says what happened (the change's own words, or the lake's refusal). Loaded once on mount.
 */
export function useReloadingList<T>(load: () => Promise<T[]>) {
  const [items, setItems] = useState<T[] | null>(null)
  const [status, setStatus] = useState<Status>(null)
  const [busy, setBusy] = useState(false)

  const run = useCallback(
    async (work: () => Promise<string | undefined>) => {
      setBusy(true)
      try {
        const done = await work()
        setItems(await load())
        setStatus(done ? { tone: 'positive', text: done } : null)
      } catch (error) {
        setStatus({ tone: 'critical', text: (error as Error).message })
      } finally {
        setBusy(false)
      }
    },
    [load],
  )

  useEffect(() => {
    void run(async () => undefined)
  }, [run])

  return { items, status, busy, run }
}
