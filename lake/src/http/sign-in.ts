import { getConnInfo } from '@hono/node-server/conninfo'
import { getCookie, setCookie } from 'hono/cookie'
import { randomToken, sameText } from '../members/secrets.ts'
import { isOriginAllowed } from '../shared/cors-origins.ts'
import { HttpError } from '../shared/http-error.ts'
import type { LakeContext } from './env.ts'
import { textWithLength } from './respond.ts'

/** The URL this request reached the lake at (`https` on the TLS listener; HTTP/2's `:authority` is in the URL). */
export function baseUrl(c: LakeContext): string {
  const url = new URL(c.req.url)
  return `${url.protocol}//${c.req.header('host') ?? url.host}`
}

/**
 * The lake's own address, without the project label Sanity's client puts in front of the host
 * (`escrova.localhost` -> `localhost`): the sign-in page lives there, on the Studio's host when both run on one
 * machine, because a passkey only works on the host it was registered for (or under it), and a browser does not let
 * `escrova.localhost` use one made for `localhost`.
 */
export function lakeOwnUrl(c: LakeContext): string {
  const url = new URL(baseUrl(c))
  const prefix = `${c.var.lake.projectId}.`
  if (url.hostname.startsWith(prefix)) url.hostname = url.hostname.slice(prefix.length)
  return url.origin
}

/**
 * Where a sign-in may return to: a URL whose origin the lake's CORS allow-list permits (so a crafted link cannot
 * send a sign-in code elsewhere), without any fragment of its own.
 */
export function returnUrlOf(c: LakeContext, raw: string | null | undefined): string {
  let url: URL
  try {
    url = new URL(raw ?? '')
  } catch {
    throw new HttpError(400, '"origin" must be the URL of the Studio to return to')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new HttpError(400, '"origin" must be an http(s) URL')
  }
  if (!isOriginAllowed(url.origin, c.var.lake.corsOrigins)) {
    throw new HttpError(403, `Origin ${url.origin} is not allowed by this lake's CORS settings`)
  }
  url.hash = ''
  return url.href
}

const CSRF_COOKIE = 'lake_form'

/**
 * Forms are protected by a double-submit token: a random value in a SameSite=Strict, HttpOnly cookie and the same
 * value in the form. Another site can make a browser post the form but can neither read nor set the cookie.
 * Returns the token for the form; the answer carries the cookie.
 */
export function formToken(c: LakeContext): string {
  const token = getCookie(c, CSRF_COOKIE) ?? randomToken(18)
  setCookie(c, CSRF_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'Strict',
    secure: new URL(c.req.url).protocol === 'https:',
  })
  return token
}

/** The posted form's text fields, once its double-submit token matches its cookie. */
export async function readForm(c: LakeContext): Promise<Map<string, string>> {
  if (!(c.req.header('content-type') ?? '').startsWith('application/x-www-form-urlencoded')) {
    throw new HttpError(415, 'Send the form as application/x-www-form-urlencoded')
  }
  const fields = new Map<string, string>()
  for (const [name, value] of Object.entries(await c.req.parseBody())) {
    if (typeof value === 'string') fields.set(name, value)
  }
  const cookie = getCookie(c, CSRF_COOKIE)
  if (!cookie || !sameText(cookie, fields.get('csrf') ?? '')) {
    throw new HttpError(403, 'This form has expired or came from another site: open the sign-in page again')
  }
  return fields
}

export function html(c: LakeContext, status: number, page: string, headers: Record<string, string> = {}) {
  return textWithLength(c, status, page, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-frame-options': 'DENY',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    // Not `no-referrer`: with it the browser posts the form with `Origin: null`, which CORS must refuse.
    'referrer-policy': 'same-origin',
    ...headers,
  })
}

export const clientAddress = (c: LakeContext): string => getConnInfo(c).remote.address ?? 'unknown'
