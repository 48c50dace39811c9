import type { Server } from 'node:http'
import http2 from 'node:http2'
import type { AddressInfo, Socket } from 'node:net'
import { createAdaptorServer, type WebSocketServerLike } from '@hono/node-server'
import type { Hono } from 'hono'
import type { LakeEnv } from '../http/env.ts'

/**
 * What both listeners take besides the app. `websocket`: a `ws` server made with `{noServer: true}`; the app's
 * routes then answer upgrades with `upgradeWebSocket` from `@hono/node-server` on either listener.
 */
export interface ListenerExtras {
  websocket?: { server: WebSocketServerLike }
}

export interface Listener {
  url: string
  port: number
  close(): Promise<void>
}

function listen(server: Server | http2.Http2SecureServer, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve((server.address() as AddressInfo).port)
    })
  })
}

const hostInUrl = (host: string) => (host.includes(':') ? `[${host}]` : host)

/** The HTTP/1.1 listener (`LAKE_PORT`): what the site, the function and `@sanity/client` call. */
export async function startPlainListener(
  app: Hono<LakeEnv>,
  options: { port: number; host: string } & ListenerExtras,
): Promise<Listener> {
  const server = createAdaptorServer({ fetch: app.fetch, websocket: options.websocket }) as Server
  server.keepAliveTimeout = 65_000
  const port = await listen(server, options.port, options.host)
  return {
    port,
    url: `http://${hostInUrl(options.host)}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeIdleConnections()
        // A stream the lake just ended (SSE at shutdown) reaches its socket through a few promise steps: let them
        // run, so clients see the stream end rather than a reset, then drop what is still open.
        setImmediate(() => server.closeAllConnections())
      }),
  }
}

/**
 * HTTP/2 over TLS, with HTTP/1.1 allowed, serving the same app. The Studio needs HTTP/2: an open document holds ~7
 * long-lived listeners, and over HTTP/1.1 Chromium's 6 connections per host run out.
 */
export async function startTlsListener(
  app: Hono<LakeEnv>,
  options: { port: number; host: string; key: string; cert: string } & ListenerExtras,
): Promise<Listener> {
  const server = createAdaptorServer({
    fetch: app.fetch,
    createServer: http2.createSecureServer,
    serverOptions: { allowHTTP1: true, key: options.key, cert: options.cert },
    websocket: options.websocket,
  }) as http2.Http2SecureServer
  // Browsers drop connections at will (tab closed, stream cancelled): those errors end that connection only.
  const ignore = () => {}
  const sessions = new Set<http2.ServerHttp2Session>()
  server.on('session', (session) => {
    sessions.add(session)
    session.on('error', ignore)
    session.on('close', () => sessions.delete(session))
  })
  const sockets = new Set<Socket>()
  server.on('secureConnection', (socket) => {
    sockets.add(socket)
    socket.on('error', ignore)
    socket.on('close', () => sockets.delete(socket))
  })
  server.on('tlsClientError', ignore)
  server.on('sessionError', ignore)
  if (!options.websocket) {
    // Without a websocket server an upgrade (the Studio's presence socket) gets a plain 404: presence is optional.
    server.on('upgrade', (_req, socket: Socket) => {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
    })
  }
  const port = await listen(server, options.port, options.host)
  return {
    port,
    url: `https://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        // Listeners (SSE) keep streams open for ever: end every session so close() can finish.
        for (const session of sessions) session.destroy()
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
