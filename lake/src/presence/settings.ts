/** Bounds of the presence socket (`startLake({presence})`); the defaults suit a team in the Studio. */
export interface PresenceOptions {
  /** Largest message a client may send (bytes); a larger one closes the socket (1009). */
  maxMessageBytes?: number
  /** Messages a socket may send per second, on average. */
  messagesPerSecond?: number
  /** Messages a socket may send at once before the rate applies. */
  burst?: number
  /** Open sockets of one person (tabs, windows). */
  maxSocketsPerPerson?: number
  /** Open sockets in all. */
  maxSockets?: number
  /** Presence sessions (Studio tabs) one socket may announce. */
  maxSessionsPerSocket?: number
  /** Locations in one announce. */
  maxLocations?: number
  /** A socket that has not sent `authorization` by then is closed. */
  authTimeoutMs?: number
  /** `♥` and a ping this often; a socket that did not answer the last ping is dropped. */
  heartbeatMs?: number
  /** How often every socket's session is looked up again (expiry, removal by the CLI from another process). */
  recheckMs?: number
}

export type PresenceSettings = Required<PresenceOptions>

export const DEFAULT_PRESENCE: PresenceSettings = {
  maxMessageBytes: 16 * 1024,
  messagesPerSecond: 10,
  burst: 30,
  maxSocketsPerPerson: 16,
  maxSockets: 1000,
  maxSessionsPerSocket: 4,
  maxLocations: 32,
  authTimeoutMs: 10_000,
  heartbeatMs: 25_000,
  recheckMs: 5_000,
}

export function presenceSettings(options: PresenceOptions = {}): PresenceSettings {
  return { ...DEFAULT_PRESENCE, ...options }
}
