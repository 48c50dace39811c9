import type { RequestContext } from './context.ts'
import { HttpError } from './errors.ts'

/** Reads the whole body, refusing (413) once it passes `limit` bytes, before anything is parsed or applied. */
export async function readBody(ctx: RequestContext, limit: number): Promise<Buffer> {
  const declared = Number(ctx.req.headers['content-length'])
  if (Number.isFinite(declared) && declared > limit) {
    throw new HttpError(413, `Request body is too large (limit ${limit} bytes)`)
  }
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > limit) {
      throw new HttpError(413, `Request body is too large (limit ${limit} bytes)`)
    }
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

export async function readJson(ctx: RequestContext, limit: number): Promise<unknown> {
  const raw = await readBody(ctx, limit)
  if (raw.length === 0) throw new HttpError(400, 'Request body is empty; expected JSON')
  try {
    return JSON.parse(raw.toString('utf8'))
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new HttpError(400, `Unable to parse JSON body: ${reason}`)
  }
}
