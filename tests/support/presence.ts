/**
 * A Studio's presence connection as the Studio makes it: Sanity's own bifur client (`@sanity/bifur-client`, the
 * package the Studio uses) over a real websocket, signed in with a session token, subscribed to `presence`.
 */
import { randomBytes } from 'node:crypto'
import { fromUrl, type RequestMethod } from '@sanity/bifur-client'
import { firstValueFrom, of, type Subscription } from 'rxjs'

export interface PresenceEvent {
  type: 'state' | 'rollCall' | 'disconnect'
  i: string
  session?: string
  m?: { sessionId?: string; session?: string; locations?: unknown[] }
}

export interface StudioPresence {
  /** This tab's presence session id (the Studio keeps one per tab). */
  sessionId: string
  /** Every event received, in order. */
  events: PresenceEvent[]
  /** Tells the others where this tab is, as the Studio does when a field gets focus. */
  announce(locations: unknown[]): Promise<void>
  disconnect(): Promise<void>
  /** Waits for the first event (from `from` on) that `match` accepts; returns it and its index. */
  waitForEvent(
    match: (event: PresenceEvent) => boolean,
    from?: number,
  ): Promise<{ event: PresenceEvent; index: number }>
  close(): void
}

/** A focus location on one field of a document, the shape the Studio's form announces. */
export function fieldLocation(documentId: string, field: string) {
  return { type: 'document', documentId, path: [field], lastActiveAt: new Date().toISOString() }
}

/** As long as any test waits for a condition on this loaded machine (tests/support/wait.ts). */
const WAIT_MS = 30_000

export async function joinPresence(lakeUrl: string, dataset: string, token: string): Promise<StudioPresence> {
  const url = `${lakeUrl.replace(/^http/, 'ws')}/v2022-06-30/socket/${dataset}?tag=sanity.studio`
  const bifur = fromUrl(url, { token$: of(token) })
  const sessionId = randomBytes(12).toString('base64url')
  /** The bifur client answers an error with no result: refused requests fail here rather than go unnoticed. */
  async function request(method: RequestMethod, params: Record<string, unknown>): Promise<void> {
    const result = await firstValueFrom(bifur.request(method, params))
    if (result !== true) throw new Error(`${method} was refused`)
  }
  const events: PresenceEvent[] = []
  const waiters = new Set<() => void>()
  const subscription: Subscription = bifur.listen<PresenceEvent>('presence').subscribe({
    next: (event) => {
      events.push(event)
      for (const check of waiters) check()
    },
    error: () => {},
  })
  // The Studio's connection indicator keeps the signed-in socket in use, so it signs in once, not before each request.
  const heartbeats = bifur.heartbeats.subscribe({ error: () => {} })
  subscription.add(heartbeats)
  // Requests go out on the one socket in order: once this is answered, the subscription above is in place.
  await request('presence_rollcall', { session: sessionId })
  return {
    sessionId,
    events,
    announce: (locations) => request('presence_announce', { data: { sessionId, locations } }),
    disconnect: () => request('presence_disconnect', { session: sessionId }),
    waitForEvent(match, from = 0) {
      // Checked on every arrival (not polled), so a benchmark can time the arrival itself.
      return new Promise((resolve, reject) => {
        const check = () => {
          const index = events.findIndex((event, at) => at >= from && match(event))
          if (index < 0) return
          waiters.delete(check)
          clearTimeout(timer)
          resolve({ event: events[index], index })
        }
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(new Error(`no matching presence event in 30 s; seen: ${JSON.stringify(events)}`))
        }, WAIT_MS)
        waiters.add(check)
        check()
      })
    },
    close: () => subscription.unsubscribe(),
  }
}
