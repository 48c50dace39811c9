import { streamSSE } from 'hono/streaming'
import type { LakeContext } from './env.ts'

export interface EventStream {
  send(event: string, data: unknown, id?: string): void
  /** Ends the response (the client may reconnect). */
  end(): void
}

export interface EventStreamOptions {
  /** A comment line this often keeps proxies and load balancers from closing an idle stream. */
  keepAliveMs: number
  /** Where the stream registers its closer, so the lake can end every stream when it shuts down. */
  open: Set<() => void>
  /** Runs once, whoever closes first (the client, `end()`, or shutdown). */
  onClose: () => void
}

/**
 * The lake's SSE headers. Hono's defaults are replaced: `transfer-encoding` and `connection` are forbidden over
 * HTTP/2 (Node refuses the whole response), where the Studio's listeners run.
 */
const HEADERS: Record<string, string | undefined> = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
  'transfer-encoding': undefined,
  connection: undefined,
}

/** A server-sent events response (`data/listen`, `data/live/events`); `start` sends the first events. */
export function eventStream(
  c: LakeContext,
  options: EventStreamOptions,
  start: (stream: EventStream) => void,
): Response {
  const response = streamSSE(c, (sse) => {
    return new Promise<void>((finished) => {
      let stopped = false
      const stop = () => {
        if (stopped) return
        stopped = true
        clearInterval(keepAlive)
        options.open.delete(stop)
        options.onClose()
        finished()
      }
      const keepAlive = setInterval(() => void sse.write(': keep-alive\n\n'), options.keepAliveMs)
      options.open.add(stop)
      sse.onAbort(stop)
      c.req.raw.signal.addEventListener('abort', stop)
      start({
        send(event, data, id) {
          if (stopped) return
          void sse.write(`${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
        },
        end: stop,
      })
    })
  })
  for (const [name, value] of Object.entries(HEADERS)) {
    // Set on both: the context's headers are merged into the response once the route returns it.
    c.header(name, value)
    if (value === undefined) response.headers.delete(name)
    else response.headers.set(name, value)
  }
  return response
}
