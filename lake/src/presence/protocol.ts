/**
 * The wire format of the Studio's presence socket, as `@sanity/bifur-client` speaks it: JSON-RPC 2.0 requests
 * (`{jsonrpc, method, params, id}`), answered by `{jsonrpc, id, result}` or `{jsonrpc, id, error}`; subscription
 * events as `{jsonrpc, method: "presence_subscription", params: {subscription, result: <event>}}`; `♥` heartbeats.
 * The events are the ones the Studio's presence store reads (`createBifurTransport` in `sanity`'s datastores).
 */
import type { PresenceLocation } from './locations.ts'

/** Error codes the bifur client names (`ERROR_CODES` in `@sanity/bifur-client`), plus a rate limit. */
export const RPC_ERRORS = {
  unauthorized: 4001,
  tooManyMessages: 4029,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  parseError: -32700,
} as const

/** Close codes: a session that is not (or no longer) valid; a client breaking the limits or sending binary (RFC 6455). */
export const CLOSE = { unauthorized: 4001, policy: 1008, unsupported: 1003 } as const

export const HEARTBEAT = '♥'

export interface RpcRequest {
  method: string
  params: Record<string, unknown>
  /** Absent for a notification (nothing is answered). */
  id?: string | number
}

export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

/** Reads one text frame as a JSON-RPC request, or throws an `RpcError` saying what is wrong with it. */
export function parseRequest(text: string): RpcRequest {
  let message: unknown
  try {
    message = JSON.parse(text)
  } catch {
    throw new RpcError(RPC_ERRORS.parseError, 'The message is not JSON')
  }
  if (!message || typeof message !== 'object' || Array.isArray(message)) {
    throw new RpcError(RPC_ERRORS.invalidRequest, 'The message must be a JSON-RPC 2.0 request object')
  }
  const { jsonrpc, method, params, id } = message as Record<string, unknown>
  if (jsonrpc !== '2.0') throw new RpcError(RPC_ERRORS.invalidRequest, '"jsonrpc" must be "2.0"')
  if (typeof method !== 'string' || method.length > 64) {
    throw new RpcError(RPC_ERRORS.invalidRequest, '"method" must be a string')
  }
  if (id !== undefined && !(typeof id === 'string' && id.length <= 64) && typeof id !== 'number') {
    throw new RpcError(
      RPC_ERRORS.invalidRequest,
      '"id" must be a string of at most 64 characters or a number',
    )
  }
  if (params !== undefined && (!params || typeof params !== 'object' || Array.isArray(params))) {
    throw new RpcError(RPC_ERRORS.invalidParams, '"params" must be an object')
  }
  return { method, params: (params ?? {}) as Record<string, unknown>, id }
}

export const result = (id: string | number, value: unknown) =>
  JSON.stringify({ jsonrpc: '2.0', id, result: value })

export const failure = (id: string | number | undefined, error: RpcError) =>
  JSON.stringify({ jsonrpc: '2.0', id: id ?? null, error: { code: error.code, message: error.message } })

/** What other Studios receive: a session's locations, a roll call, a session leaving. `i` is the person's id. */
export type PresenceEvent =
  | { type: 'state'; i: string; m: { sessionId: string; locations: PresenceLocation[] } }
  | { type: 'rollCall'; i: string; session: string }
  | { type: 'disconnect'; i: string; m: { session: string } }

export const subscriptionEvent = (subscription: string, event: PresenceEvent) =>
  JSON.stringify({ jsonrpc: '2.0', method: 'presence_subscription', params: { subscription, result: event } })

/** A Studio tab's presence session id (the Studio makes 16 characters with nanoid). */
export function readSessionId(value: unknown, field: string): string {
  if (typeof value !== 'string' || !/^[\w-]{1,64}$/.test(value)) {
    throw new RpcError(RPC_ERRORS.invalidParams, `"${field}" must be 1 to 64 letters, digits, "_" or "-"`)
  }
  return value
}
