/**
 * The funnel events the site names (`CLIENT_EVENTS`): handed to the inline script (`script.ts`), which sends them,
 * or dropped where it does not run. Never throws and never waits: a click or a submission does not depend on it.
 */
import type { ClientEventName } from '@escrova/schemas/insights'
import { INSIGHTS_GLOBAL } from './script.ts'

type Send = (name: ClientEventName, prop?: string) => void

export function track(name: ClientEventName, prop?: string): void {
  if (typeof window === 'undefined') return
  const send = (window as unknown as Record<string, Send | undefined>)[INSIGHTS_GLOBAL]
  try {
    send?.(name, prop)
  } catch {
    // Counting must never break the page.
  }
}
