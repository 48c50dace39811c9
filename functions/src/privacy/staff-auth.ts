/**
 * Data-rights endpoints act for the signed-in privacy officer (the lake's `privacyOfficer` role, or a custom role of
 * that name on hosted Sanity, docs/production.md): the request carries that person's own token
 * (`Authorization: Bearer …`), which is checked by asking the Content Lake who it belongs to (`/users/me`). The
 * function never trusts a name or role sent by the browser; the lake's answer is the identity written to the audit log.
 */
import type { Context } from 'hono'
import type { ContentConfig } from '../config.ts'
import { createContentClient } from '../content/client.ts'
import { ApiError } from '../http/errors.ts'
import type { Actor } from './audit.ts'

interface LakeUser {
  id?: string
  name?: string
  email?: string
  role?: string
  roles?: Array<{ name?: string }>
}

const unauthorised = () =>
  new ApiError(
    401,
    'unauthorized',
    'Sign in to the Studio; this action needs your session token.',
    undefined,
    {
      'WWW-Authenticate': 'Bearer',
    },
  )

export const PRIVACY_ROLE = 'privacyOfficer'

/**
 * The signed-in member behind the request's token, if they hold one of `roles` (401 without a valid session, 403
 * with the `refusal` otherwise). The role names come from the lake's answer, never from the browser.
 */
export async function requireRole(
  c: Context,
  content: ContentConfig,
  roles: readonly string[],
  refusal: string,
): Promise<Actor> {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization')?.trim() ?? '')
  if (!match) throw unauthorised()
  let user: LakeUser
  try {
    user = await createContentClient({ ...content, token: match[1] }).request<LakeUser>({ uri: '/users/me' })
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode
    if (status === 401 || status === 403) throw unauthorised()
    throw new ApiError(
      503,
      'content_store_unavailable',
      'Could not check your session with the content store.',
    )
  }
  if (!user?.id) throw unauthorised()
  const held = [user.role, ...(user.roles ?? []).map((role) => role.name)]
  if (!held.some((role) => role !== undefined && roles.includes(role)))
    throw new ApiError(403, 'forbidden', refusal)
  return { id: user.id, name: user.name, email: user.email }
}

export const requirePrivacyOfficer = (c: Context, content: ContentConfig): Promise<Actor> =>
  requireRole(
    c,
    content,
    [PRIVACY_ROLE],
    'Only the privacy officer may find, export, correct or erase personal data.',
  )
