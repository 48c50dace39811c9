import type { LakeContext } from './env.ts'

/** The hosted API's JSON answers carry a charset and an exact length (Hono's `c.json` sends neither). */
export function json(c: LakeContext, status: number, body: unknown, headers: Record<string, string> = {}) {
  return rawJson(c, status, JSON.stringify(body), headers)
}

/** For bodies assembled as JSON text (query results are cached as text and never parsed again). */
export function rawJson(c: LakeContext, status: number, text: string, headers: Record<string, string> = {}) {
  return c.body(text, status as never, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
    ...headers,
  })
}

/** A body with its own type (NDJSON, HTML, plain text), sent whole with its length. */
export function textWithLength(
  c: LakeContext,
  status: number,
  text: string,
  headers: Record<string, string>,
) {
  return c.body(text, status as never, { ...headers, 'content-length': String(Buffer.byteLength(text)) })
}
