import { draftIdOf } from '@escrova/schemas/ids'
import type { WebSocket } from 'ws'
import { canRead } from '../auth/access.ts'
import { type Caller, identify } from '../auth/identify.ts'
import type { LakeTokens } from '../auth/tokens.ts'
import type { EndedSessions } from '../sign-in/sessions.ts'
import type { Team } from '../sign-in/team.ts'
import type { LakeStore } from '../store/store.ts'
import { PresenceConnection, type PresenceRoom } from './connection.ts'
import { CLOSE, HEARTBEAT, type PresenceEvent, RPC_ERRORS, RpcError } from './protocol.ts'
import { type PresenceOptions, type PresenceSettings, presenceSettings } from './settings.ts'

/**
 * Every open presence socket of the lake, grouped by dataset: who may connect, which connection holds which Studio
 * session, and who hears what. Sockets live as long as the sign-in session behind them: logout, removal, a new
 * password or expiry closes them, and the others are told those sessions left.
 */
export class PresenceHub implements PresenceRoom {
  readonly settings: PresenceSettings
  private readonly connections = new Set<PresenceConnection>()
  /** `<dataset> <sessionId>` → the connection that announced it first. */
  private readonly owners = new Map<string, PresenceConnection>()
  private timers: NodeJS.Timeout[] = []
  private readonly stopListening: () => void

  constructor(
    private readonly lake: { tokens: LakeTokens; team: Team; store: LakeStore },
    options?: PresenceOptions,
  ) {
    this.settings = presenceSettings(options)
    this.stopListening = lake.team.sessions.onEnd((ended) => this.endSessions(ended))
  }

  get size(): number {
    return this.connections.size
  }

  /** Whether one more socket may open at all (checked before the upgrade). */
  hasRoom(): boolean {
    return this.connections.size < this.settings.maxSockets
  }

  open(dataset: string, socket: WebSocket): PresenceConnection {
    const connection = new PresenceConnection(dataset, socket, this)
    this.connections.add(connection)
    socket.on('pong', () => {
      connection.alive = true
    })
    const deadline = setTimeout(() => {
      if (!connection.caller) connection.close(CLOSE.unauthorized, 'No authorization received')
    }, this.settings.authTimeoutMs)
    socket.once('close', () => clearTimeout(deadline))
    this.startTimers()
    return connection
  }

  /** The socket closed: its sessions leave. */
  remove(connection: PresenceConnection): void {
    if (!this.connections.delete(connection)) return
    if (connection.caller) connection.leaveAll()
    if (this.connections.size === 0) this.stopTimers()
  }

  authorize(connection: PresenceConnection, authorization: unknown): Caller | RpcError {
    const caller =
      typeof authorization === 'string' && authorization.length <= 1024
        ? identify({ authorization }, this.lake)
        : undefined
    if (!caller || caller.kind === 'anonymous') {
      return new RpcError(RPC_ERRORS.unauthorized, 'Session not found: sign in to see who else is here')
    }
    if (caller.kind === 'member') {
      let open = 0
      for (const other of this.connections) {
        if (other !== connection && other.caller?.identity === caller.identity) open += 1
      }
      if (open >= this.settings.maxSocketsPerPerson) {
        return new RpcError(RPC_ERRORS.unauthorized, 'Too many open presence sockets for this person')
      }
    }
    return caller
  }

  claim(connection: PresenceConnection, sessionId: string): boolean {
    const key = `${connection.dataset} ${sessionId}`
    const owner = this.owners.get(key)
    if (owner && owner !== connection) return false
    this.owners.set(key, connection)
    return true
  }

  release(connection: PresenceConnection, sessionId: string): void {
    const key = `${connection.dataset} ${sessionId}`
    if (this.owners.get(key) === connection) this.owners.delete(key)
  }

  broadcast(from: PresenceConnection, event: PresenceEvent): void {
    for (const connection of this.connections) {
      if (connection !== from && connection.dataset === from.dataset && connection.caller) {
        connection.deliver(this.visibleTo(connection.caller, from.dataset, event))
      }
    }
  }

  /**
   * A state event as one receiver may see it: only the locations in documents their roles can read, so presence
   * never tells a moderator that someone is in an application (as `data/doc` would not).
   */
  private visibleTo(receiver: Caller, datasetName: string, event: PresenceEvent): PresenceEvent {
    if (event.type !== 'state' || event.m.locations.length === 0) return event
    const dataset = this.lake.store.dataset(datasetName)
    const readable = event.m.locations.filter(({ documentId }) => {
      const doc = dataset?.get(documentId) ?? dataset?.get(draftIdOf(documentId))
      return canRead(receiver, documentId, doc)
    })
    return readable.length === event.m.locations.length
      ? event
      : { ...event, m: { ...event.m, locations: readable } }
  }

  /** Closes the sockets of sessions that ended (the close tells the others they left). */
  private endSessions(ended: EndedSessions): void {
    for (const connection of this.connections) {
      const caller = connection.caller
      if (caller?.kind !== 'member') continue
      const gone = 'key' in ended ? caller.sessionKey === ended.key : caller.identity === ended.memberId
      if (gone) connection.close(CLOSE.unauthorized, 'Session ended')
    }
  }

  /**
   * Expiry, and removals made by the CLI in another process, are found by looking every session up again; a changed
   * role takes effect on what the person is shown from then on.
   */
  private recheck(): void {
    for (const connection of this.connections) {
      const caller = connection.caller
      if (!caller?.sessionKey) continue
      if (!this.lake.team.sessions.isActive(caller.sessionKey)) {
        connection.close(CLOSE.unauthorized, 'Session ended')
        continue
      }
      const roles = this.lake.team.members.byId(caller.identity)?.roles
      if (roles) connection.caller = { ...caller, roles }
    }
  }

  private heartbeat(): void {
    for (const connection of this.connections) {
      if (!connection.alive) {
        connection.socket.terminate()
        continue
      }
      connection.alive = false
      connection.socket.ping()
      connection.socket.send(HEARTBEAT)
    }
  }

  private startTimers(): void {
    if (this.timers.length > 0) return
    this.timers = [
      setInterval(() => this.heartbeat(), this.settings.heartbeatMs),
      setInterval(() => this.recheck(), this.settings.recheckMs),
    ]
    for (const timer of this.timers) timer.unref()
  }

  private stopTimers(): void {
    for (const timer of this.timers) clearInterval(timer)
    this.timers = []
  }

  /** Ends every socket (the lake is closing). */
  close(): void {
    this.stopListening()
    this.stopTimers()
    for (const connection of this.connections) connection.socket.terminate()
    this.connections.clear()
    this.owners.clear()
  }
}
