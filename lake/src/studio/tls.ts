import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import http2 from 'node:http2'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { generate } from 'selfsigned'
import type { AnyRequest, AnyResponse } from '../http/context.ts'

export interface Certificate {
  key: string
  cert: string
  certPath: string
}

/** Names the certificate covers: the Studio's client calls `https://<projectId>.localhost:<port>`. */
export function certificateNames(projectId: string): string[] {
  return ['localhost', `${projectId}.localhost`, '*.localhost', '127.0.0.1', '::1']
}

/** Type 7 is an IP address, type 2 a DNS name (RFC 5280 GeneralName). */
function altNames(names: string[]) {
  return names.map((name) =>
    /^[\d.]+$|:/.test(name) ? { type: 7 as const, ip: name } : { type: 2 as const, value: name },
  )
}

const VALID_DAYS = 825

/**
 * A self-signed certificate for the lake's TLS listener, made once and kept in `<dataDir>/tls/` so a person trusts
 * it once and restarts keep it. Regenerated when the names it must cover change.
 */
export async function ensureCertificate(dataDir: string, projectId: string): Promise<Certificate> {
  const dir = join(dataDir, 'tls')
  const keyPath = join(dir, 'localhost-key.pem')
  const certPath = join(dir, 'localhost-cert.pem')
  const namesPath = join(dir, 'names.json')
  const names = certificateNames(projectId)
  const current = existsSync(namesPath) ? readFileSync(namesPath, 'utf8') : ''
  if (!existsSync(keyPath) || !existsSync(certPath) || current !== JSON.stringify(names)) {
    mkdirSync(dir, { recursive: true })
    const notBeforeDate = new Date()
    const made = await generate(
      [
        { name: 'commonName', value: 'localhost' },
        { name: 'organizationName', value: 'Escrova local Content Lake' },
      ],
      {
        keyType: 'ec',
        curve: 'P-256',
        algorithm: 'sha256',
        notBeforeDate,
        notAfterDate: new Date(notBeforeDate.getTime() + VALID_DAYS * 86_400_000),
        extensions: [
          { name: 'basicConstraints', cA: false, critical: true },
          { name: 'keyUsage', digitalSignature: true, critical: true },
          { name: 'extKeyUsage', serverAuth: true },
          { name: 'subjectAltName', altNames: altNames(names) },
        ],
      },
    )
    writeFileSync(keyPath, made.private, { mode: 0o600 })
    writeFileSync(certPath, made.cert)
    writeFileSync(namesPath, JSON.stringify(names))
  }
  return { key: readFileSync(keyPath, 'utf8'), cert: readFileSync(certPath, 'utf8'), certPath }
}

export interface TlsListener {
  url: string
  port: number
  close(): Promise<void>
}

/**
 * HTTP/2 over TLS, with HTTP/1.1 allowed, serving the same handler as the plain listener. The Studio needs HTTP/2:
 * an open document holds ~7 long-lived listeners, and over HTTP/1.1 Chromium's 6 connections per host run out.
 */
export async function startTlsListener(
  handler: (req: AnyRequest, res: AnyResponse) => Promise<void>,
  options: { port: number; host: string; certificate: Certificate },
): Promise<TlsListener> {
  const server = http2.createSecureServer(
    { key: options.certificate.key, cert: options.certificate.cert, allowHTTP1: true },
    (req, res) => {
      void handler(req, res)
    },
  )
  // Browsers drop connections at will (tab closed, stream cancelled): those errors end that connection only.
  const ignore = () => {}
  const sessions = new Set<http2.ServerHttp2Session>()
  server.on('session', (session) => {
    sessions.add(session)
    session.on('error', ignore)
    session.on('close', () => sessions.delete(session))
  })
  const sockets = new Set<import('node:net').Socket>()
  server.on('secureConnection', (socket) => {
    sockets.add(socket)
    socket.on('error', ignore)
    socket.on('close', () => sockets.delete(socket))
  })
  server.on('tlsClientError', ignore)
  server.on('sessionError', ignore)
  // A websocket upgrade (the Studio's presence socket) gets a plain 404: presence is optional.
  server.on('upgrade', (_req, socket) => {
    socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { port } = server.address() as AddressInfo
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
