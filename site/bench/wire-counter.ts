/**
 * A loopback TCP hop that counts the bytes sent back to the browser (headers, compressed bodies: what crosses the
 * phone's network). Benchmarks put one in front of the site server and one in front of the content API.
 */
import { connect, createServer, type Socket } from 'node:net'

export async function wireCounter(target: string) {
  const { hostname, port } = new URL(target)
  let received = 0
  const sockets = new Set<Socket>()
  const server = createServer((client) => {
    const upstream = connect(Number(port), hostname)
    sockets.add(client).add(upstream)
    upstream.on('data', (chunk: Buffer) => {
      received += chunk.length
    })
    client.pipe(upstream)
    upstream.pipe(client)
    const close = () => {
      client.destroy()
      upstream.destroy()
      sockets.delete(client)
      sockets.delete(upstream)
    }
    client.on('error', close).on('close', close)
    upstream.on('error', close).on('close', close)
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const address = server.address() as { port: number }
  return {
    url: `http://127.0.0.1:${address.port}`,
    /** Bytes sent to the browser since the last reset. */
    get bytes() {
      return received
    },
    reset() {
      received = 0
    },
    close: () =>
      new Promise<void>((done) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => done())
      }),
  }
}
