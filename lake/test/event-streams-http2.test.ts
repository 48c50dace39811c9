/**
 * The Studio holds its listeners open over the lake's HTTP/2 + TLS listener: both event streams must answer there
 * as over HTTP/1.1 (HTTP/2 forbids the HTTP/1 framing headers an SSE helper may add, and Node then refuses the whole
 * response), carry their first event, and end when the lake shuts down.
 */
import http2 from 'node:http2'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestLake, type TestLake } from '../../tests/support/lake.ts'

let lake: TestLake
let session: http2.ClientHttp2Session

beforeAll(async () => {
  lake = await startTestLake({ tlsPort: 0 })
  session = http2.connect(lake.tlsUrl as string, { rejectUnauthorized: false })
  session.on('error', () => {})
})
afterAll(async () => {
  session?.close()
  await lake?.stop()
})

interface FirstEvent {
  headers: http2.IncomingHttpHeaders
  text: string
  ended: Promise<void>
}

/** Opens a stream and resolves once its first event (a block ending in a blank line) has arrived. */
function firstEvent(path: string, headers: Record<string, string> = {}): Promise<FirstEvent> {
  return new Promise((resolve, reject) => {
    const stream = session.request({ ':path': path, accept: 'text/event-stream', ...headers })
    const ended = new Promise<void>((done) => stream.on('close', () => done()))
    let response: http2.IncomingHttpHeaders = {}
    let text = ''
    stream.setEncoding('utf8')
    stream.on('response', (received) => {
      response = received
    })
    stream.on('data', (chunk: string) => {
      text += chunk
      if (text.includes('\n\n')) resolve({ headers: response, text, ended })
    })
    stream.on('error', reject)
    stream.on('end', () => reject(new Error(`stream ended before an event: ${response[':status']} ${text}`)))
  })
}

describe('event streams over HTTP/2', () => {
  it('data/listen and data/live/events answer with SSE headers, a welcome, and end when the lake closes', async () => {
    const listen = await firstEvent(`/vX/data/listen/production?query=${encodeURIComponent('*')}`, {
      authorization: `Bearer ${lake.tokens.read}`,
      origin: 'https://escrova.localhost:3333',
    })
    expect(listen.headers[':status']).toBe(200)
    expect(listen.headers['content-type']).toBe('text/event-stream; charset=utf-8')
    expect(listen.headers['cache-control']).toBe('no-cache, no-transform')
    expect(listen.headers['access-control-allow-origin']).toBe('https://escrova.localhost:3333')
    expect(listen.headers.vary).toBe('Origin')
    expect(listen.text).toMatch(/^event: welcome\ndata: \{"listenerName":"[^"]+"\}\n\n/)

    const live = await firstEvent('/vX/data/live/events/production')
    expect(live.headers[':status']).toBe(200)
    expect(live.headers['content-type']).toBe('text/event-stream; charset=utf-8')
    expect(live.text).toContain('event: welcome\n')

    await lake.stop()
    await Promise.all([listen.ended, live.ended])
  })
})
