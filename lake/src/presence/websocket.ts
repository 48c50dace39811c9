import type { WebSocketServerLike } from '@hono/node-server'
import { WebSocketServer } from 'ws'
import type { PresenceSettings } from './settings.ts'

/**
 * The `ws` server one listener hands its upgrades to (`../server/listeners.ts`); each listener gets its own, since a
 * listener closes its server when it closes. Frames past `maxMessageBytes` close the socket (1009) unread.
 */
export function presenceWebsocket(settings: PresenceSettings): { server: WebSocketServerLike } {
  return { server: new WebSocketServer({ noServer: true, maxPayload: settings.maxMessageBytes }) }
}
