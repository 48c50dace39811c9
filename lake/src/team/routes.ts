/**
 * The team's HTTP endpoints, as Sanity's Studio calls them (token login): `auth/providers` names the lake's
 * sign-in page; the page signs the person in and returns to the Studio with `#sid=`; `auth/fetch` trades the sid
 * for a session token once; `auth/logout` ends the session. Invitation and reset links open `auth/link`.
 * Handlers stay thin: the work is in `team.ts`.
 */
import { type RequestContext, sendJson } from '../http/context.ts'
import { HttpError } from '../http/errors.ts'
import type { Route } from '../http/router.ts'
import { baseUrl, clientAddress, formToken, readForm, returnUrlOf, sendHtml } from './http-helpers.ts'
import { MemberError } from './members.ts'
import { choosePasswordPage, messagePage, signInPage } from './sign-in-page.ts'

export const SIGN_IN_PATH = '/v1/auth/sign-in'
const LINK_PATH = '/v1/auth/link'

function showSignIn(ctx: RequestContext) {
  const origin = returnUrlOf(ctx, ctx.url.searchParams.get('origin'))
  const { token, cookie } = formToken(ctx)
  sendHtml(ctx, 200, signInPage({ action: SIGN_IN_PATH, origin, csrf: token }), { 'set-cookie': cookie })
}

async function submitSignIn(ctx: RequestContext) {
  const form = await readForm(ctx)
  const origin = returnUrlOf(ctx, form.get('origin'))
  const email = form.get('email') ?? ''
  const outcome = await ctx.lake.team.signIn({
    email,
    password: form.get('password') ?? '',
    code: form.get('code') ?? undefined,
    address: clientAddress(ctx),
  })
  if (outcome.ok) {
    ctx.res.writeHead(303, { location: `${origin}#sid=${outcome.sid}`, 'cache-control': 'no-store' })
    ctx.res.end()
    return
  }
  const { token } = formToken(ctx)
  const html = signInPage({
    action: SIGN_IN_PATH,
    origin,
    csrf: token,
    email,
    error: outcome.message,
    askCode: outcome.needsCode,
  })
  const retry: Record<string, string> = outcome.retryAfterSeconds
    ? { 'retry-after': String(outcome.retryAfterSeconds) }
    : {}
  sendHtml(ctx, outcome.status, html, retry)
}

function fetchToken(ctx: RequestContext) {
  const sid = ctx.url.searchParams.get('sid') ?? ''
  const session = sid ? ctx.lake.team.redeem(sid) : undefined
  if (!session) {
    throw new HttpError(401, 'Unknown, used or expired session id: sign in again', {
      errorCode: 'SIO-401-ANF',
    })
  }
  sendJson(ctx, 200, { token: session.token }, { 'cache-control': 'no-store' })
}

function logout(ctx: RequestContext) {
  if (ctx.caller.sessionKey) ctx.lake.team.sessions.end(ctx.caller.sessionKey)
  sendJson(ctx, 200, { ok: true })
}

function showLink(ctx: RequestContext) {
  const link = ctx.url.searchParams.get('token') ?? ''
  const found = ctx.lake.team.links.peek(link)
  if (!found) {
    sendHtml(ctx, 410, messagePage('This link has expired', 'Ask an administrator for a new one.'))
    return
  }
  const member = ctx.lake.team.members.byId(found.memberId)
  const { token, cookie } = formToken(ctx)
  const html = choosePasswordPage({
    action: LINK_PATH,
    csrf: token,
    link,
    invite: found.purpose === 'invite',
    name: member?.name,
  })
  sendHtml(ctx, 200, html, { 'set-cookie': cookie })
}

async function submitLink(ctx: RequestContext) {
  const form = await readForm(ctx)
  const link = form.get('link') ?? ''
  const purpose = ctx.lake.team.links.peek(link)?.purpose
  try {
    const member = await ctx.lake.team.acceptLink(
      link,
      form.get('password') ?? '',
      form.get('name') ?? undefined,
    )
    if (!member) {
      sendHtml(ctx, 410, messagePage('This link has expired', 'Ask an administrator for a new one.'))
      return
    }
    sendHtml(ctx, 200, messagePage('Password saved', `Sign in to the Studio as ${member.email}.`))
  } catch (error) {
    if (!(error instanceof MemberError)) throw error
    const { token } = formToken(ctx)
    const html = choosePasswordPage({
      action: LINK_PATH,
      csrf: token,
      link,
      invite: purpose === 'invite',
      name: form.get('name') ?? undefined,
      error: error.message,
    })
    sendHtml(ctx, 400, html)
  }
}

export const teamRoutes: Route[] = [
  {
    method: 'GET',
    path: '/auth/providers',
    handler: (ctx) =>
      sendJson(ctx, 200, {
        thirdPartyLogin: false,
        sso: {},
        providers: [{ name: 'lake', title: 'E-mail and password', url: `${baseUrl(ctx)}${SIGN_IN_PATH}` }],
      }),
  },
  { method: 'GET', path: '/auth/sign-in', handler: showSignIn },
  { method: 'POST', path: '/auth/sign-in', handler: submitSignIn },
  { method: 'GET', path: '/auth/fetch', handler: fetchToken },
  { method: 'POST', path: '/auth/logout', handler: logout },
  { method: 'GET', path: '/auth/link', handler: showLink },
  { method: 'POST', path: '/auth/link', handler: submitLink },
]
