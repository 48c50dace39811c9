import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Http2ServerRequest, Http2ServerResponse } from 'node:http2'
import type { Caller } from '../auth/identify.ts'
import type { LakeRuntime } from '../runtime.ts'

export type AnyRequest = IncomingMessage | Http2ServerRequest
export type AnyResponse = ServerResponse | Http2ServerResponse

/**
 * Handlers see HTTP/1 types; an HTTP/2 listener's compat request/response objects offer the same API for what the
 * lake uses (headers, writeHead, write, end, streaming), so they are passed through as these types.
 */
export interface RequestContext {
  req: IncomingMessage
  res: ServerResponse
  method: string
  /** Path without the `/v<version>` prefix, e.g. `/data/query/production`. */
  path: string
  url: URL
  /** e.g. `2025-01-08`, `X`, `1`; undefined for unversioned routes (image CDN). */
  apiVersion?: string
  params: Record<string, string>
  caller: Caller
  lake: LakeRuntime
}

export function sendJson(
  ctx: RequestContext,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  sendRawJson(ctx, status, JSON.stringify(body), headers)
}

export function sendRawJson(
  ctx: RequestContext,
  status: number,
  json: string,
  headers: Record<string, string> = {},
) {
  const { res } = ctx
  if (res.headersSent) return
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(json)),
    ...headers,
  })
  res.end(json)
}
