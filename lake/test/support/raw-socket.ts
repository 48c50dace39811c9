/** A presence socket without the Studio's client: to send what the Studio never would, and read every frame. */
import WebSocket from 'ws'

export interface RawSocket {
  socket: WebSocket
  /** Every JSON frame received, in order (the `♥` heartbeat left out). */
  frames: Array<Record<string, unknown>>
  send(message: unknown): void
  /** Sends a JSON-RPC request and resolves with its answer (`result` or `error`). */
  call(method: string, params?: Record<string, unknown>): Promise<Record<string, unknown>>
  /** Resolves with the close code and reason once the lake closes the socket. */
  closed: Promise<{ code: number; reason: string }>
}

let nextId = 0

export function openRawSocket(
  url: string,
  headers: Record<string, string> = {},
  options: { rejectUnauthorized?: boolean } = {},
): Promise<RawSocket> {
  const socket = new WebSocket(url, { headers, ...options })
  const frames: Array<Record<string, unknown>> = []
  const waiting = new Map<string, (answer: Record<string, unknown>) => void>()
  socket.on('message', (data, isBinary) => {
    const text = data.toString()
    if (isBinary || text === '♥') return
    const frame = JSON.parse(text) as Record<string, unknown>
    frames.push(frame)
    const resolve = waiting.get(String(frame.id))
    if (resolve) {
      waiting.delete(String(frame.id))
      resolve(frame)
    }
  })
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  )
  return new Promise((resolve, reject) => {
    socket.once('open', () =>
      resolve({
        socket,
        frames,
        closed,
        send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
        call(method, params = {}) {
          const id = `raw-${nextId++}`
          const answer = new Promise<Record<string, unknown>>((done) => waiting.set(id, done))
          socket.send(JSON.stringify({ jsonrpc: '2.0', method, params, id }))
          return answer
        },
      }),
    )
    socket.once('unexpected-response', (_request, response) =>
      reject(
        Object.assign(new Error(`upgrade refused: ${response.statusCode}`), { status: response.statusCode }),
      ),
    )
    socket.once('error', reject)
  })
}
