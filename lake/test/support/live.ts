/** Helpers for the Live Content API tests: events as an awaitable queue, from the real client or a raw stream. */
import type { LiveEvent, SanityClient } from '@sanity/client'

export interface EventQueue<E> {
  /** Resolves with the next event not yet taken (waits for it if none has arrived). */
  next(): Promise<E>
  /** Takes events until one matches; returns it and every event skipped on the way. */
  until(match: (event: E) => boolean): Promise<{ event: E; skipped: E[] }>
  close(): void
}

function queue<E>(onClose: () => void): EventQueue<E> & { push(event: E): void; fail(error: unknown): void } {
  const arrived: E[] = []
  const waiting: Array<{ resolve: (event: E) => void; reject: (error: unknown) => void }> = []
  let failure: unknown
  const next = () =>
    new Promise<E>((resolve, reject) => {
      const event = arrived.shift()
      if (event !== undefined) resolve(event)
      else if (failure !== undefined) reject(failure)
      else waiting.push({ resolve, reject })
    })
  return {
    push(event) {
      const waiter = waiting.shift()
      if (waiter) waiter.resolve(event)
      else arrived.push(event)
    },
    fail(error) {
      failure = error
      for (const waiter of waiting.splice(0)) waiter.reject(error)
    },
    next,
    async until(match) {
      const skipped: E[] = []
      for (;;) {
        const event = await next()
        if (match(event)) return { event, skipped }
        skipped.push(event)
      }
    },
    close: onClose,
  }
}

/** `client.live.events(options)` as a queue. */
export function liveEvents(
  client: SanityClient,
  options: { includeDrafts?: boolean } = {},
): EventQueue<LiveEvent> {
  let unsubscribe = () => {}
  const events = queue<LiveEvent>(() => unsubscribe())
  const subscription = client.live.events(options).subscribe({
    next: (event) => events.push(event),
    error: (error) => events.fail(error),
  })
  unsubscribe = () => subscription.unsubscribe()
  return events
}

export interface RawEvent {
  event: string
  id?: string
  data: Record<string, unknown>
}

/** A raw `live/events` response (to send `Last-Event-ID` and see statuses); `response` is not ok on refusal. */
export async function rawLiveEvents(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ response: Response } & EventQueue<RawEvent>> {
  const controller = new AbortController()
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  })
  const events = queue<RawEvent>(() => controller.abort())
  if (response.ok && response.body) {
    void (async () => {
      const decoder = new TextDecoder()
      let text = ''
      try {
        const reader = (response.body as ReadableStream<Uint8Array>).getReader()
        for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
          text += decoder.decode(chunk.value, { stream: true })
          let end = text.indexOf('\n\n')
          while (end >= 0) {
            const block = text.slice(0, end)
            text = text.slice(end + 2)
            end = text.indexOf('\n\n')
            const fields = new Map<string, string>()
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) continue
              const colon = line.indexOf(': ')
              fields.set(line.slice(0, colon), line.slice(colon + 2))
            }
            if (!fields.has('event')) continue
            events.push({
              event: fields.get('event') as string,
              id: fields.get('id'),
              data: JSON.parse(fields.get('data') ?? '{}'),
            })
          }
        }
        events.fail(new Error('stream ended'))
      } catch (error) {
        events.fail(error)
      }
    })()
  }
  return Object.assign(events, { response })
}

export const intersects = (a: readonly string[], b: readonly string[]) => a.some((tag) => b.includes(tag))
