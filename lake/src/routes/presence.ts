import { upgradeWebSocket } from '@hono/node-server'
import { Hono } from 'hono'
import type { WebSocket } from 'ws'
import { identify } from '../auth/identify.ts'
import type { LakeEnv } from '../http/env.ts'
import type { PresenceConnection } from '../presence/connection.ts'
import { CLOSE } from '../presence/protocol.ts'
import { requireDataset } from '../runtime/runtime.ts'
import { HttpError } from '../shared/http-error.ts'

/**
 * `GET socket/<dataset>` upgraded to a websocket: the Studio's presence (its bifur client, `tag=sanity.studio`).
 * Browsers cannot set headers on a websocket, so the Studio signs in with its first message (`authorization`);
 * a client that can may send `Authorization: Bearer` with the upgrade instead, and a bad one is refused before it.
 */
export const presenceRoutes = new Hono<LakeEnv>().get(
  '/socket/:dataset',
  upgradeWebSocket((c) => {
    const { lake } = c.var
    const dataset = requireDataset(lake, c.req.param('dataset') as string).name
    const hub = lake.presence
    if (!hub.hasRoom())
      throw new HttpError(503, 'Too many presence sockets are open', {}, { 'retry-after': '5' })
    const authorization = c.req.header('authorization')
    const caller = authorization ? identify({ authorization }, lake) : undefined
    if (authorization && (!caller || caller.kind === 'anonymous')) {
      throw new HttpError(401, 'Session not found', { errorCode: 'SIO-401-ANF' })
    }
    let connection: PresenceConnection | undefined
    return {
      onOpen(_event, ws) {
        const opened = hub.open(dataset, ws.raw as WebSocket)
        connection = opened
        if (authorization) opened.signIn(authorization)
      },
      onMessage(event) {
        if (typeof event.data === 'string') connection?.handle(event.data)
        else connection?.close(CLOSE.unsupported, 'Only text messages are understood')
      },
      onClose() {
        if (connection) hub.remove(connection)
      },
    }
  }),
  () => {
    throw new HttpError(426, 'The presence socket needs a websocket upgrade', {}, { upgrade: 'websocket' })
  },
)
