import { bodyLimit } from 'hono/body-limit'
import { HttpError } from '../../shared/http-error.ts'

/** Hono's body limit with the lake's 413: refused before anything is parsed or applied. */
export function limitBody(maxSize: number) {
  return bodyLimit({
    maxSize,
    onError: () => {
      throw new HttpError(413, `Request body is too large (limit ${maxSize} bytes)`)
    },
  })
}
