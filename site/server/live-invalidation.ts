/**
 * One Live Content API subscription per server process (`client.live.events()`), applied to the page cache:
 * - `message` -> the pages whose sync tags intersect the event's tags are marked stale, nothing else;
 * - `restart` -> every page (the API lost its event history);
 * - `reconnect`, `goaway`, an error or the end of the stream -> the cache stops taking new pages (nothing would tell
 *   it when they change) and the subscription is made again with back-off; the first `welcome` after that marks every
 *   page stale, since events may have been missed meanwhile.
 * The pages cached before a drop keep serving while the API is away (that is the point of the cache).
 */
import type { SanityClient } from '@sanity/client'
import type { Subscription } from 'rxjs'

/** What live events invalidate: the page cache, and the shared answers of loose reads. */
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

export function followLiveEvents(
  client: SanityClient,
  targets: Invalidatable[],
  log: (line: string) => void = (line) => console.warn(line),
): LiveState {
  let subscription: Subscription | undefined
  let retryTimer: NodeJS.Timeout | undefined
  let backoff = MIN_BACKOFF_MS
  let closed = false
  let everConnected = false
  const cache = {
    invalidate: (tags: readonly string[]) => {
      for (const target of targets) target.invalidate(tags)
    },
    purgeAll: () => {
      for (const target of targets) target.purgeAll()
    },
  }
  const state = {
    connected: false,
    lastEventId: undefined as string | undefined,
    stats: { welcomes: 0, messages: 0, purges: 0, drops: 0 },
    close() {
      closed = true
      clearTimeout(retryTimer)
      subscription?.unsubscribe()
    },
  }

  const drop = (why: string) => {
    if (state.connected) log(`[site] live events: ${why}; pages are not cached until the stream is back`)
    state.connected = false
    state.stats.drops += 1
  }

  const resubscribe = (why: string) => {
    drop(why)
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
          switch (event.type) {
            case 'welcome':
              state.stats.welcomes += 1
              backoff = MIN_BACKOFF_MS
              // Whatever happened while no stream was open is unknown: nothing cached before may be trusted fresh.
              if (everConnected) {
                cache.purgeAll()
                state.stats.purges += 1
                state.lastEventId = undefined
              }
              everConnected = true
              state.connected = true
              break
            case 'message':
              state.stats.messages += 1
              state.lastEventId = event.id
              cache.invalidate(event.tags)
              break
            case 'restart':
              state.stats.purges += 1
              state.lastEventId = undefined
              cache.purgeAll()
              break
            case 'reconnect':
              // The client reconnects by itself; until its next `welcome`, changes may pass unseen.
              drop('reconnecting')
              break
            case 'goaway':
              resubscribe('the API asked this connection to go away')
              break
          }
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
  return state
}
