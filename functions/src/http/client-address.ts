/**
 * Who is calling, for rate limits and the comment client hash. On Node it is the socket's address (Hono's
 * `getConnInfo` for Node; proxy headers are not trusted, since anyone can send them); on Cloudflare it is
 * `CF-Connecting-IP`, which the edge sets. (Hono's Workers `getConnInfo` reads exactly that header, but lives in the
 * deprecated `hono/cloudflare-workers` adapter.) A request handed to the app without a socket (tests calling
 * `app.fetch`) falls back to the header.
 */
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

export type ClientAddress = (c: Context) => string | undefined

export const defaultClientAddress: ClientAddress = (c) => {
  const onNode = (c.env as { incoming?: { socket?: unknown } } | undefined)?.incoming?.socket
  if (onNode) return getConnInfo(c).remote.address
  return c.req.header('cf-connecting-ip') ?? undefined
}

/** Behind a reverse proxy you run yourself (TRUST_PROXY=1): the first address in `X-Forwarded-For`. */
export const forwardedClientAddress: ClientAddress = (c) => {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || defaultClientAddress(c)
}
