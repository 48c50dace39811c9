/**
 * Who is calling, for rate limits and the comment client hash. On Node it is the socket's address (proxy headers are
 * not trusted, since anyone can send them); on Cloudflare it is `CF-Connecting-IP`, which the edge sets.
 */
export function defaultClientAddress(request: Request, env: unknown): string | undefined {
  const incoming = (env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming
  if (incoming?.socket) return incoming.socket.remoteAddress
  return request.headers.get('cf-connecting-ip') ?? undefined
}

/** Behind a reverse proxy you run yourself (TRUST_PROXY=1): the first address in `X-Forwarded-For`. */
export function forwardedClientAddress(request: Request, env: unknown): string | undefined {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || defaultClientAddress(request, env)
}
