import { randomUUID } from 'node:crypto'
import type { WebSocket } from 'ws'
import type { Caller } from '../auth/identify.ts'
import { readLocations } from './locations.ts'
import {
  CLOSE,
  failure,
  type PresenceEvent,
  parseRequest,
  RPC_ERRORS,
  RpcError,
  type RpcRequest,
  readSessionId,
  result,
  subscriptionEvent,
} from './protocol.ts'
import { MessageRate } from './rate.ts'
import type { PresenceSettings } from './settings.ts'

/** What a connection asks of the hub it belongs to (`hub.ts`). */
export interface PresenceRoom {
  readonly settings: PresenceSettings
  /** The caller a bearer token stands for, or why not (the hub applies the per-person limit). */
  authorize(connection: PresenceConnection, authorization: unknown): Caller | RpcError
  /** Claims a presence session id for this connection; false if another connection holds it. */
  claim(connection: PresenceConnection, sessionId: string): boolean
  release(connection: PresenceConnection, sessionId: string): void
  /** Sends an event to every other subscribed connection of the dataset. */
  broadcast(from: PresenceConnection, event: PresenceEvent): void
}

/**
 * One Studio's presence socket on one dataset. Nothing but `authorization` is handled before a session is shown;
 * every event it causes carries the signed-in person's id, never one from the message.
 */
export class PresenceConnection {
  caller?: Caller
  subscription?: string
  readonly sessions = new Set<string>()
  /** False once a ping went unanswered; the next heartbeat drops the socket. */
  alive = true
  private readonly rate: MessageRate
  private closed = false

  constructor(
    readonly dataset: string,
    readonly socket: WebSocket,
    private readonly room: PresenceRoom,
  ) {
    this.rate = new MessageRate(room.settings.messagesPerSecond, room.settings.burst)
  }

  /** A member's presence is shown to others; a robot (the function, CI) may watch but is never shown. */
  get shown(): boolean {
    return this.caller?.kind === 'member'
  }

  handle(text: string): void {
    const admitted = this.rate.take()
    if (admitted === 'flooding') {
      this.close(CLOSE.policy, 'Too many messages')
      return
    }
    let request: RpcRequest | undefined
    try {
      request = parseRequest(text)
      if (admitted === 'refused')
        throw new RpcError(RPC_ERRORS.tooManyMessages, 'Too many messages: slow down')
      const answer = this.dispatch(request)
      if (request.id !== undefined && !this.closed) this.socket.send(result(request.id, answer))
    } catch (error) {
      if (!(error instanceof RpcError)) throw error
      if (!this.closed) this.socket.send(failure(request?.id, error))
      if (error.code === RPC_ERRORS.unauthorized) this.close(CLOSE.unauthorized, error.message)
    }
  }

  private dispatch({ method, params }: RpcRequest): unknown {
    if (method === 'authorization') return this.authorize(params.authorization)
    if (!this.caller) throw new RpcError(RPC_ERRORS.unauthorized, 'Send "authorization" with a session first')
    switch (method) {
      case 'presence_subscribe':
        this.subscription ??= randomUUID()
        return this.subscription
      case 'presence_unsubscribe':
        this.subscription = undefined
        return true
      case 'presence_announce':
        return this.announce(params.data)
      case 'presence_rollcall':
        this.room.broadcast(this, {
          type: 'rollCall',
          i: this.caller.identity,
          session: readSessionId(params.session, 'session'),
        })
        return true
      case 'presence_disconnect':
        this.leave(readSessionId(params.session, 'session'))
        return true
      default:
        throw new RpcError(RPC_ERRORS.methodNotFound, `Unknown method "${method}"`)
    }
  }

  /** Signs in with the upgrade's own `Authorization` header (clients that can send one). */
  signIn(authorization: string): void {
    try {
      this.authorize(authorization)
    } catch (error) {
      if (!(error instanceof RpcError)) throw error
      this.close(CLOSE.unauthorized, error.message)
    }
  }

  private authorize(authorization: unknown): true {
    const caller = this.room.authorize(this, authorization)
    if (caller instanceof RpcError) throw caller
    // The same socket signed in as someone else: the sessions shown as the former person end first.
    if (this.caller && this.caller.identity !== caller.identity) this.leaveAll()
    this.caller = caller
    return true
  }

  private announce(data: unknown): true {
    if (!data || typeof data !== 'object')
      throw new RpcError(RPC_ERRORS.invalidParams, '"data" must be an object')
    const { sessionId, locations } = data as Record<string, unknown>
    const session = readSessionId(sessionId, 'data.sessionId')
    const checked = readLocations(locations, this.room.settings.maxLocations)
    if (!this.shown) return true
    if (!this.sessions.has(session)) {
      if (this.sessions.size >= this.room.settings.maxSessionsPerSocket) {
        throw new RpcError(RPC_ERRORS.invalidParams, 'Too many presence sessions on one socket')
      }
      if (!this.room.claim(this, session)) {
        throw new RpcError(RPC_ERRORS.invalidParams, '"data.sessionId" belongs to another connection')
      }
      this.sessions.add(session)
    }
    this.room.broadcast(this, {
      type: 'state',
      i: (this.caller as Caller).identity,
      m: { sessionId: session, locations: checked },
    })
    return true
  }

  /** A session of this socket ends; others are told. A session id this socket never announced changes nothing. */
  leave(session: string): void {
    if (!this.sessions.delete(session)) return
    this.room.release(this, session)
    this.room.broadcast(this, { type: 'disconnect', i: (this.caller as Caller).identity, m: { session } })
  }

  leaveAll(): void {
    for (const session of [...this.sessions]) this.leave(session)
  }

  /** Sends an event of this socket's subscription; a socket not subscribed gets none. */
  deliver(event: PresenceEvent): void {
    if (this.subscription && !this.closed) this.socket.send(subscriptionEvent(this.subscription, event))
  }

  close(code: number, reason: string): void {
    if (this.closed) return
    this.closed = true
    this.socket.close(code, reason)
  }
}
