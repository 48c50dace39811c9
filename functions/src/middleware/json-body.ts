/**
 * JSON bodies only, of bounded size, parsed once. Order of checks: media type (415), declared or actual size (413,
 * counted while streaming so a lying or missing Content-Length cannot get past), UTF-8 and JSON syntax (400), and a
 * top-level object (400). Handlers then read `c.get('body')`, and signature checks `c.get('rawBody')`.
 */
import { createMiddleware } from 'hono/factory'
import { ApiError } from '../http/errors.ts'
import type { AppEnv } from '../http/types.ts'

const JSON_MEDIA_TYPE = /^application\/(?:[\w.+-]+\+)?json$/i

function tooLarge(limit: number): ApiError {
  return new ApiError(413, 'payload_too_large', `The request body must be at most ${limit} bytes.`)
}

async function readLimited(request: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN)
  if (declared > limit) throw tooLarge(limit)
  if (Number.isInteger(declared)) {
    // A declared length within the limit: the HTTP layer delivers exactly that many bytes, so read in one go (on
    // Node this skips building a web stream). Checked again in case a runtime does not enforce it.
    const bytes = new Uint8Array(await request.arrayBuffer())
    if (bytes.byteLength > limit) throw tooLarge(limit)
    return bytes
  }
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => {})
      throw tooLarge(limit)
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

export function jsonBody(limitBytes: number) {
  const decoder = new TextDecoder('utf-8', { fatal: true })
  return createMiddleware<AppEnv>(async (c, next) => {
    const mediaType = (c.req.header('content-type') ?? '').split(';')[0].trim()
    if (!JSON_MEDIA_TYPE.test(mediaType)) {
      throw new ApiError(
        415,
        'unsupported_media_type',
        'Send the request body as JSON (Content-Type: application/json).',
      )
    }
    const bytes = await readLimited(c.req.raw, limitBytes)
    let text: string
    try {
      text = decoder.decode(bytes)
    } catch {
      throw new ApiError(400, 'invalid_encoding', 'The request body must be UTF-8 text.')
    }
    if (!text.trim())
      throw new ApiError(400, 'invalid_json', 'The request body is empty; send a JSON object.')
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      throw new ApiError(400, 'invalid_json', 'The request body is not valid JSON.')
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw new ApiError(400, 'invalid_body', 'The request body must be a JSON object.')
    }
    c.set('rawBody', text)
    c.set('body', parsed as Record<string, unknown>)
    await next()
  })
}
