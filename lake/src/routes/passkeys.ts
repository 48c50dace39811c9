/**
 * A signed-in member's own passkeys (the Studio's Passkeys tool calls these with the person's session token):
 * `GET auth/passkeys`, `POST auth/passkeys/options` (a registration challenge bound to this session),
 * `POST auth/passkeys` `{response, name?}` and `DELETE auth/passkeys/<id>`. The sign-in page's side is in
 * `sign-in.ts`; the work is in `../members/passkeys.ts`.
 */

import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { RegistrationResponseJSON } from '@simplewebauthn/server'
import { Hono } from 'hono'
import type { LakeContext, LakeEnv } from '../http/env.ts'
import { readJson } from '../http/json-body.ts'
import { limitBody } from '../http/middleware/body-limit.ts'
import { identifyCaller } from '../http/middleware/identify.ts'
import { json, textWithLength } from '../http/respond.ts'
import { baseUrl, lakeOwnUrl } from '../http/sign-in.ts'
import type { Member } from '../members/members.ts'
import { PasskeyError, type RelyingParty } from '../members/passkeys.ts'
import { isOriginAllowed } from '../shared/cors-origins.ts'
import { HttpError } from '../shared/http-error.ts'

const BODY_LIMIT = 64 * 1024

/**
 * Passkeys belong to the Studio's host (`LAKE_PASSKEY_RP_ID`, else the host of the Studio's URL, `team.studioUrl` or
 * `STUDIO_URL`, else the lake's own):
 * registered in the Studio, used on the lake's sign-in page, so the lake must be on that host or under it. A
 * ceremony may run on an origin of that host the lake's CORS settings allow, or on the lake itself.
 */
export function relyingParty(c: LakeContext): RelyingParty {
  const lake = new URL(c.var.lake.options.publicUrl ?? process.env.LAKE_PUBLIC_URL ?? lakeOwnUrl(c))
  const id = process.env.LAKE_PASSKEY_RP_ID ?? new URL(c.var.lake.team.studioUrl ?? lake.href).hostname
  const lakeOrigins = new Set([lake.origin, new URL(baseUrl(c)).origin])
  return {
    id,
    isAllowedOrigin: (origin) => {
      let host: string
      try {
        host = new URL(origin).hostname
      } catch {
        return false
      }
      const onHost = host === id || host.endsWith(`.${id}`)
      return onHost && (lakeOrigins.has(origin) || isOriginAllowed(origin, c.var.lake.corsOrigins))
    },
  }
}

/** The signed-in member and their session; robots and anonymous callers have no passkeys. */
function signedInMember(c: LakeContext): { member: Member; sessionKey: string } {
  const { caller, lake } = c.var
  const member = caller.kind === 'member' ? lake.team.members.byId(caller.identity) : undefined
  if (!member || !caller.sessionKey) {
    throw new HttpError(401, 'Sign in as a member of the team to manage your passkeys', {
      errorCode: 'SIO-401-ANF',
    })
  }
  return { member, sessionKey: caller.sessionKey }
}

async function registrationInput(
  c: LakeContext,
): Promise<{ response: RegistrationResponseJSON; name: string }> {
  const input = await readJson(c)
  if (!input || typeof input !== 'object' || Array.isArray(input)) {
    throw new HttpError(400, 'Expected a JSON object', { field: '' })
  }
  const { response, name } = input as Record<string, unknown>
  const credential = response as Record<string, unknown> | undefined
  if (
    !credential ||
    typeof credential !== 'object' ||
    typeof credential.id !== 'string' ||
    typeof credential.response !== 'object' ||
    credential.type !== 'public-key'
  ) {
    throw new HttpError(
      400,
      '"response" must be the browser\'s passkey registration (PublicKeyCredential JSON)',
      {
        field: 'response',
      },
    )
  }
  if (name !== undefined && (typeof name !== 'string' || name.trim().length === 0 || name.length > 100)) {
    throw new HttpError(400, '"name" must be a short text (1 to 100 characters)', { field: 'name' })
  }
  return {
    response: response as RegistrationResponseJSON,
    name: (name as string | undefined)?.trim() ?? 'Passkey',
  }
}

/** `@simplewebauthn/browser`'s own bundle, served to the sign-in page (its CSP allows scripts from the lake only). */
const browserLibrary = readFileSync(
  join(
    dirname(createRequire(import.meta.url).resolve('@simplewebauthn/browser')),
    '../dist/bundle/index.umd.min.js',
  ),
  'utf8',
)

export const serveWebAuthnLibrary = (c: LakeContext) =>
  textWithLength(c, 200, browserLibrary, {
    'content-type': 'text/javascript; charset=utf-8',
    'cache-control': 'public, max-age=3600',
  })

export const passkeyRoutes = new Hono<LakeEnv>()
  .get('/auth/passkeys', identifyCaller, (c) => {
    const { member } = signedInMember(c)
    return json(c, 200, { passkeys: c.var.lake.team.passkeys.list(member.id) })
  })
  .post('/auth/passkeys/options', identifyCaller, async (c) => {
    const { member, sessionKey } = signedInMember(c)
    const options = await c.var.lake.team.passkeys.registrationOptions(member, sessionKey, relyingParty(c))
    return json(c, 200, options, { 'cache-control': 'no-store' })
  })
  .post('/auth/passkeys', identifyCaller, limitBody(BODY_LIMIT), async (c) => {
    const { member, sessionKey } = signedInMember(c)
    const { response, name } = await registrationInput(c)
    try {
      const passkey = await c.var.lake.team.passkeys.register(
        member,
        sessionKey,
        relyingParty(c),
        response,
        name,
      )
      return json(c, 201, passkey)
    } catch (error) {
      if (error instanceof PasskeyError) throw new HttpError(400, error.message, { field: 'response' })
      throw error
    }
  })
  .delete('/auth/passkeys/:id', identifyCaller, (c) => {
    const { member } = signedInMember(c)
    const id = c.req.param('id')
    if (!c.var.lake.team.passkeys.remove(member.id, id)) {
      throw new HttpError(404, `You have no passkey "${id}"`)
    }
    return json(c, 200, { removed: id })
  })
