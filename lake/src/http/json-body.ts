import { HttpError } from '../shared/http-error.ts'
import type { LakeContext } from './env.ts'

/** The request body as JSON; `middleware/body-limit.ts` has already refused one that is too large. */
export async function readJson(c: LakeContext): Promise<unknown> {
  const raw = Buffer.from(await c.req.arrayBuffer())
  if (raw.length === 0) throw new HttpError(400, 'Request body is empty; expected JSON')
  try {
    return JSON.parse(raw.toString('utf8'))
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new HttpError(400, `Unable to parse JSON body: ${reason}`)
  }
}
