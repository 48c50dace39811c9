import type { RequestContext } from './context.ts'

export interface EventStream {
  send(event: string, data: unknown, id?: string): void
  /** Ends the response (the client may reconnect). */
  end(): void
}

/**
 * Starts a server-sent events response (`data/listen`, `data/live/events`). A comment line every `keepAliveMs`
 * keeps proxies and load balancers from closing an idle stream. The stream registers a closer in `open`, so the
 * lake can end every stream when it shuts down; `onClose` runs once, whoever closes first.
 */
export function openEventStream(
  ctx: RequestContext,
  options: { keepAliveMs: number; open: Set<() => void>; onClose: () => void },
): EventStream {
  const { req, res } = ctx
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
  })
  const keepAlive = setInterval(() => {
    if (!res.writableEnded) res.write(': keep-alive\n\n')
  }, options.keepAliveMs)
  let stopped = false
  const stop = () => {
    if (stopped) return
    stopped = true
    clearInterval(keepAlive)
    options.open.delete(end)
    options.onClose()
  }
  const end = () => {
    stop()
    if (!res.writableEnded) res.end()
  }
  options.open.add(end)
  req.on('close', stop)
  res.on('close', stop)
  return {
    send(event, data, id) {
      if (res.writableEnded || res.destroyed) return
      res.write(`${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
    },
    end,
  }
}
