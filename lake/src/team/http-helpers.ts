import { readBody } from '../http/body.ts'
import type { RequestContext } from '../http/context.ts'
import { isOriginAllowed } from '../http/cors.ts'
import { HttpError } from '../http/errors.ts'
import { randomToken, sameText } from './secrets.ts'

/** The URL this request reached the lake at (HTTP/2 sends `:authority`), for links back to its own pages. */
export function baseUrl(ctx: RequestContext): string {
  const host = (ctx.req.headers[':authority'] as string | undefined) ?? ctx.req.headers.host ?? 'localhost'
  const encrypted = Boolean((ctx.req.socket as { encrypted?: boolean }).encrypted)
  return `${encrypted ? 'https' : 'http'}://${host}`
}

/**
 * Where a sign-in may return to: a URL whose origin the lake's CORS allow-list permits (so a crafted link cannot
 * send a sign-in code elsewhere), without any fragment of its own.
 */
export function returnUrlOf(ctx: RequestContext, raw: string | null | undefined): string {
  let url: URL
  try {
    url = new URL(raw ?? '')
  } catch {
    throw new HttpError(400, '"origin" must be the URL of the Studio to return to')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new HttpError(400, '"origin" must be an http(s) URL')
  }
  if (!isOriginAllowed(url.origin, ctx.lake.corsOrigins)) {
    throw new HttpError(403, `Origin ${url.origin} is not allowed by this lake's CORS settings`)
  }
  url.hash = ''
  return url.href
}

const CSRF_COOKIE = 'lake_form'

function cookieValue(ctx: RequestContext, name: string): string | undefined {
  for (const part of (ctx.req.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return rest.join('=')
  }
  return undefined
}

/**
 * Forms are protected by a double-submit token: a random value in a SameSite=Strict, HttpOnly cookie and the same
 * value in the form. Another site can make a browser post the form but can neither read nor set the cookie.
 */
export function formToken(ctx: RequestContext): { token: string; cookie: string } {
  const token = cookieValue(ctx, CSRF_COOKIE) ?? randomToken(18)
  const secure = (ctx.req.socket as { encrypted?: boolean }).encrypted ? '; Secure' : ''
  return { token, cookie: `${CSRF_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Strict${secure}` }
}

export async function readForm(ctx: RequestContext): Promise<URLSearchParams> {
  const type = String(ctx.req.headers['content-type'] ?? '')
  if (!type.startsWith('application/x-www-form-urlencoded')) {
    throw new HttpError(415, 'Send the form as application/x-www-form-urlencoded')
  }
  const form = new URLSearchParams((await readBody(ctx, 16 * 1024)).toString('utf8'))
  const cookie = cookieValue(ctx, CSRF_COOKIE)
  const sent = form.get('csrf') ?? ''
  if (!cookie || !sameText(cookie, sent)) {
    throw new HttpError(403, 'This form has expired or came from another site: open the sign-in page again')
  }
  return form
}

export function sendHtml(
  ctx: RequestContext,
  status: number,
  html: string,
  headers: Record<string, string> = {},
): void {
  ctx.res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': String(Buffer.byteLength(html)),
    'cache-control': 'no-store',
    'x-frame-options': 'DENY',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    // Not `no-referrer`: with it the browser posts the form with `Origin: null`, which CORS must refuse.
    'referrer-policy': 'same-origin',
    ...headers,
  })
  ctx.res.end(html)
}

export const clientAddress = (ctx: RequestContext): string => ctx.req.socket.remoteAddress ?? 'unknown'
