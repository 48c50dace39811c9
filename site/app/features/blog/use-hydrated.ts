import { useEffect, useState } from 'react'

/** False during the server render and hydration, true afterwards (so the first client render matches the HTML). */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}
