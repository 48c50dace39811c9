/**
 * The team's HTTP endpoints, as Sanity's Studio calls them (token login): `auth/providers` names the lake's
 * sign-in page; the page signs the person in and returns to the Studio with `#sid=`; `auth/fetch` trades the sid
 * for a session token once; `auth/logout` ends the session. The page also signs in with a passkey (`passkeys.ts`, `../members/passkeys.ts`). Invitation and reset links open `auth/link`.
 * Handlers stay thin: the work is in `../sign-in/team.ts`.
 */
import { DEFAULT_PORTS } from '@escrova/schemas/settings'
import { Hono } from 'hono'
import type { LakeContext, LakeEnv } from '../http/env.ts'
import { limitBody } from '../http/middleware/body-limit.ts'
import { identifyCaller } from '../http/middleware/identify.ts'
import { json, textWithLength } from '../http/respond.ts'
import { clientAddress, formToken, html, lakeOwnUrl, readForm, returnUrlOf } from '../http/sign-in.ts'
import { MemberError } from '../members/members.ts'
import { HttpError } from '../shared/http-error.ts'
import { PASSKEY_SIGN_IN_SCRIPT } from '../sign-in/passkey-sign-in.ts'
import { choosePasswordPage, messagePage, signInPage } from '../sign-in/sign-in-page.ts'
import type { Team } from '../sign-in/team.ts'
import { relyingParty, serveWebAuthnLibrary } from './passkeys.ts'

export const SIGN_IN_PATH = '/v1/auth/sign-in'
const LINK_PATH = '/v1/auth/link'
const FORM_LIMIT = 16 * 1024

const expiredLink = (c: LakeContext) =>
  html(c, 410, messagePage('This link has expired', 'Ask an administrator for a new one.'))

const SCRIPTS = ['/v1/auth/webauthn.js', '/v1/auth/passkey-sign-in.js']

/** The sign-in page, with a fresh passkey attempt bound to this browser's form cookie. */
async function renderSignIn(
  c: LakeContext,
  status: number,
  state: { origin: string; email?: string; error?: string; askCode?: boolean },
  headers: Record<string, string> = {},
) {
  const csrf = formToken(c)
  const passkey = await c.var.lake.team.passkeys.signInOptions(csrf, relyingParty(c))
  const page = signInPage({ action: SIGN_IN_PATH, csrf, passkey, scripts: SCRIPTS, ...state })
  return html(c, status, page, {
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; script-src 'self'",
    ...headers,
  })
}

function showSignIn(c: LakeContext) {
  return renderSignIn(c, 200, { origin: returnUrlOf(c, c.req.query('origin')) })
}

/** The browser's passkey answer as posted by the page's script; anything else is a clear 400. */
function passkeyAnswer(raw: string): Parameters<Team['signInWithPasskey']>[0]['response'] | undefined {
  try {
    const value = JSON.parse(raw) as { id?: unknown; type?: unknown; response?: unknown }
    if (typeof value.id === 'string' && value.type === 'public-key' && typeof value.response === 'object') {
      return value as Parameters<Team['signInWithPasskey']>[0]['response']
    }
  } catch {}
  return undefined
}

async function submitSignIn(c: LakeContext) {
  const form = await readForm(c)
  const origin = returnUrlOf(c, form.get('origin'))
  const email = form.get('email') ?? ''
  const { team } = c.var.lake
  const posted = form.get('passkey')
  const response = posted ? passkeyAnswer(posted) : undefined
  if (posted && !response) {
    return renderSignIn(c, 400, {
      origin,
      error: 'The passkey answer is not readable: try the passkey again.',
    })
  }
  const outcome = response
    ? await team.signInWithPasskey({
        attempt: form.get('attempt') ?? '',
        formCookie: form.get('csrf') ?? '',
        response,
        rp: relyingParty(c),
        address: clientAddress(c),
      })
    : await team.signIn({
        email,
        password: form.get('password') ?? '',
        code: form.get('code'),
        address: clientAddress(c),
      })
  if (outcome.ok) {
    c.header('cache-control', 'no-store')
    return c.redirect(`${origin}#sid=${outcome.sid}`, 303)
  }
  const retry: Record<string, string> = outcome.retryAfterSeconds
    ? { 'retry-after': String(outcome.retryAfterSeconds) }
    : {}
  return renderSignIn(
    c,
    outcome.status,
    { origin, email, error: outcome.message, askCode: outcome.needsCode },
    retry,
  )
}

function fetchToken(c: LakeContext) {
  const sid = c.req.query('sid') ?? ''
  const session = sid ? c.var.lake.team.redeem(sid) : undefined
  if (!session) {
    throw new HttpError(401, 'Unknown, used or expired session id: sign in again', {
      errorCode: 'SIO-401-ANF',
    })
  }
  return json(c, 200, { token: session.token }, { 'cache-control': 'no-store' })
}

function logout(c: LakeContext) {
  const { caller, lake } = c.var
  if (caller.sessionKey) lake.team.sessions.end(caller.sessionKey)
  return json(c, 200, { ok: true })
}

function showLink(c: LakeContext) {
  const { team } = c.var.lake
  const link = c.req.query('token') ?? ''
  const found = team.links.peek(link)
  if (!found) return expiredLink(c)
  const member = team.members.byId(found.memberId)
  const page = choosePasswordPage({
    action: LINK_PATH,
    csrf: formToken(c),
    link,
    invite: found.purpose === 'invite',
    name: member?.name,
  })
  return html(c, 200, page)
}

async function submitLink(c: LakeContext) {
  const { team } = c.var.lake
  const form = await readForm(c)
  const link = form.get('link') ?? ''
  const purpose = team.links.peek(link)?.purpose
  try {
    const member = await team.acceptLink(link, form.get('password') ?? '', form.get('name'))
    if (!member) return expiredLink(c)
    return html(
      c,
      200,
      messagePage('Password saved', `Sign in to the Studio as ${member.email}.`, {
        href: team.studioUrl ?? `http://localhost:${DEFAULT_PORTS.studio}`,
        text: 'Open the Studio',
      }),
    )
  } catch (error) {
    if (!(error instanceof MemberError)) throw error
    const page = choosePasswordPage({
      action: LINK_PATH,
      csrf: formToken(c),
      link,
      invite: purpose === 'invite',
      name: form.get('name'),
      error: error.message,
    })
    return html(c, 400, page)
  }
}

export const teamRoutes = new Hono<LakeEnv>()
  .get('/auth/providers', identifyCaller, (c) =>
    json(c, 200, {
      thirdPartyLogin: false,
      sso: {},
      providers: [{ name: 'lake', title: 'E-mail and password', url: `${lakeOwnUrl(c)}${SIGN_IN_PATH}` }],
    }),
  )
  .get('/auth/sign-in', identifyCaller, showSignIn)
  .get('/auth/webauthn.js', serveWebAuthnLibrary)
  .get('/auth/passkey-sign-in.js', (c) =>
    textWithLength(c, 200, PASSKEY_SIGN_IN_SCRIPT, { 'content-type': 'text/javascript; charset=utf-8' }),
  )
  .post('/auth/sign-in', identifyCaller, limitBody(FORM_LIMIT), submitSignIn)
  .get('/auth/fetch', identifyCaller, fetchToken)
  .post('/auth/logout', identifyCaller, logout)
  .get('/auth/link', identifyCaller, showLink)
  .post('/auth/link', identifyCaller, limitBody(FORM_LIMIT), submitLink)
