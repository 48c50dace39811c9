/**
 * One Live Content API subscription per process (`client.live.events()`), applied to what it keeps fresh (the site
 * server's page cache and shared reads; the edge purger's cache, site/edge/purger.ts):
 * - `message` -> exactly the event's tags are invalidated, nothing else;
 * - `restart` -> everything (the API lost its event history);
 * - `reconnect`, `goaway`, an error or the end of the stream -> the state reads disconnected (the site server stops
 *   caching new pages: nothing would tell it when they change) and the subscription is made again with back-off; the
 *   first `welcome` after that invalidates everything, since events may have been missed meanwhile.
 * What was cached before a drop keeps serving while the API is away (that is the point of a cache).
 *
 * Two parts: `applyLiveEvent` (what each event means for the targets) and `keepSubscribed` (the subscription and its
 * back-off).
 */
import type { LiveEvent, SanityClient } from '@sanity/client'
import type { Subscription } from 'rxjs'

/** What live events invalidate: the page cache, the shared answers of loose reads, an edge cache. */
export interface Invalidatable {
  invalidate(tags: readonly string[]): unknown
  purgeAll(): unknown
}

export interface LiveState {
  /** True between a `welcome` and the next drop: only then may renders be cached. */
  readonly connected: boolean
  /** The newest event id seen (sent with queries so a CDN answers with content at least that new). */
  readonly lastEventId: string | undefined
  /** Counters, for tests and the bench. */
  readonly stats: { welcomes: number; messages: number; purges: number; drops: number }
  close(): void
}

const MIN_BACKOFF_MS = 250
const MAX_BACKOFF_MS = 15_000

interface MutableLiveState {
  connected: boolean
  lastEventId: string | undefined
  stats: LiveState['stats']
  /** A `welcome` has been seen before (so the next one follows a gap). */
  everConnected: boolean
}

/** Every target, as one. */
function allOf(targets: Invalidatable[]): Invalidatable {
  return {
    invalidate: (tags) => {
      for (const target of targets) target.invalidate(tags)
    },
    purgeAll: () => {
      for (const target of targets) target.purgeAll()
    },
  }
}

/** One event's effect on the state and the targets. */
export function applyLiveEvent(event: LiveEvent, state: MutableLiveState, target: Invalidatable): void {
  switch (event.type) {
    case 'welcome':
      state.stats.welcomes += 1
      // Whatever happened while no stream was open is unknown: nothing cached before may be trusted fresh.
      if (state.everConnected) {
        target.purgeAll()
        state.stats.purges += 1
        state.lastEventId = undefined
      }
      state.everConnected = true
      state.connected = true
      break
    case 'message':
      state.stats.messages += 1
      state.lastEventId = event.id
      target.invalidate(event.tags)
      break
    case 'restart':
      state.stats.purges += 1
      state.lastEventId = undefined
      target.purgeAll()
      break
    case 'reconnect':
      // The client reconnects by itself; until its next `welcome`, changes may pass unseen (see keepSubscribed).
      break
  }
}

/**
 * Keeps one subscription open: `onEvent` for each event; `onDrop` when changes may start passing unseen (the
 * client's own `reconnect`, or the stream gone: then it is made again after a back-off, reset by each `welcome`).
 */
export function keepSubscribed(
  client: SanityClient,
  onEvent: (event: LiveEvent) => void,
  onDrop: (why: string) => void,
): { close(): void } {
  let subscription: Subscription | undefined
  let retryTimer: NodeJS.Timeout | undefined
  let backoff = MIN_BACKOFF_MS
  let closed = false

  const resubscribe = (why: string) => {
    onDrop(why)
    subscription?.unsubscribe()
    subscription = undefined
    if (closed) return
    clearTimeout(retryTimer)
    retryTimer = setTimeout(subscribe, backoff)
    retryTimer.unref()
    backoff = Math.min(MAX_BACKOFF_MS, backoff * 2)
  }

  function subscribe() {
    if (closed) return
    try {
      subscription = client.live.events().subscribe({
        next(event) {
          if (event.type === 'welcome') backoff = MIN_BACKOFF_MS
          if (event.type === 'reconnect') onDrop('reconnecting')
          if (event.type === 'goaway') return resubscribe('the API asked this connection to go away')
          onEvent(event)
        },
        error(error: Error) {
          resubscribe(`stream failed (${error.message})`)
        },
        complete() {
          resubscribe('stream ended')
        },
      })
    } catch (error) {
      resubscribe(`could not subscribe (${(error as Error).message})`)
    }
  }

  subscribe()
  return {
    close() {
      closed = true
      clearTimeout(retryTimer)
      subscription?.unsubscribe()
    },
  }
}

export function followLiveEvents(
  client: SanityClient,
  targets: Invalidatable[],
  log: (line: string) => void = (line) => console.warn(line),
  who = 'site',
): LiveState {
  const target = allOf(targets)
  const state: MutableLiveState = {
    connected: false,
    lastEventId: undefined,
    stats: { welcomes: 0, messages: 0, purges: 0, drops: 0 },
    everConnected: false,
  }
  const stream = keepSubscribed(
    client,
    (event) => applyLiveEvent(event, state, target),
    (why) => {
      if (state.connected)
        log(`[${who}] live events: ${why}; nothing is trusted fresh until the stream is back`)
      state.connected = false
      state.stats.drops += 1
    },
  )
  return {
    get connected() {
      return state.connected
    },
    get lastEventId() {
      return state.lastEventId
    },
    stats: state.stats,
    close: () => stream.close(),
  }
}
