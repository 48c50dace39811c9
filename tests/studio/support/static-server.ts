import { readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
}

export interface StaticServer {
  url: string
  close(): Promise<void>
}

/**
 * A tiny static server for the built Studio: files from `dir`, `index.html` for every other path (the Studio routes
 * in the browser), and text replacements applied to scripts (the placeholder API host becomes the test lake's).
 */
export async function serveStatic(dir: string, replace: Record<string, string> = {}): Promise<StaticServer> {
  const cache = new Map<string, Buffer>()
  const load = (file: string): Buffer => {
    let body = cache.get(file)
    if (!body) {
      body = readFileSync(file)
      if (/\.(m?js|html)$/.test(file) && Object.keys(replace).length > 0) {
        let text = body.toString('utf8')
        for (const [from, to] of Object.entries(replace)) text = text.replaceAll(from, to)
        body = Buffer.from(text)
      }
      cache.set(file, body)
    }
    return body
  }
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://static.local').pathname)
    let file = normalize(join(dir, path))
    if (!file.startsWith(dir)) {
      res.writeHead(403).end()
      return
    }
    try {
      if (!statSync(file).isFile()) throw new Error('not a file')
    } catch {
      file = join(dir, 'index.html')
    }
    const body = load(file)
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'content-length': body.length,
    })
    res.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
