/**
 * Managing the team over HTTP, for an administrator (the `manage` grant), in the shapes of Sanity's own APIs where
 * they exist: `GET projects/<id>/roles` (as `sanity users invite` reads it), `POST access/project/<id>/invites`
 * `{email, roleNames, name?}` (Sanity's Access API; mails the invitation), `PUT
 * access/project/<id>/users/<userId>/roles` `{roleNames}`, `DELETE projects/<id>/members/<userId>` (ends every
 * session at once) and `POST access/project/<id>/users/<userId>/password-reset` (mails a reset link). The CLI
 * (`cli.ts`) does the same on the data folder.
 */

import { ROLE_NAMES, ROLES } from '@escrova/schemas/roles'
import { can } from '../auth/access.ts'
import { readJson } from '../http/body.ts'
import { type RequestContext, sendJson } from '../http/context.ts'
import { HttpError } from '../http/errors.ts'
import type { Route } from '../http/router.ts'
import { userById } from '../studio/roles.ts'
import { baseUrl } from './http-helpers.ts'
import { inviteByMail, type LinkTargets, resetByMail } from './invitations.ts'
import { type Member, MemberError } from './members.ts'

function requireManager(ctx: RequestContext): void {
  if (ctx.params.projectId !== ctx.lake.projectId) {
    throw new HttpError(404, `Project "${ctx.params.projectId}" not found`, { errorCode: 'SIO-404-PNF' })
  }
  if (ctx.caller.kind === 'anonymous') {
    throw new HttpError(401, 'Unauthorized - Session not found', { errorCode: 'SIO-401-ANF' })
  }
  // `manage` on the project's members is the administrator's grant.
  if (!can(ctx.caller, 'manage', { _id: 'sanity.project.members', _type: 'sanity.project' })) {
    throw new HttpError(403, "Only an administrator may manage the project's members", {
      errorCode: 'SIO-403-IPE',
    })
  }
}

function targets(ctx: RequestContext): LinkTargets {
  return {
    lakeUrl: ctx.lake.options.publicUrl ?? process.env.LAKE_PUBLIC_URL ?? baseUrl(ctx),
    studioUrl: process.env.STUDIO_URL ?? String(ctx.req.headers.origin ?? baseUrl(ctx)),
  }
}

async function body(ctx: RequestContext): Promise<Record<string, unknown>> {
  const value = await readJson(ctx, 16 * 1024)
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new HttpError(400, 'Expected a JSON object')
  }
  return value as Record<string, unknown>
}

function roleNamesOf(value: unknown): string[] {
  if (!Array.isArray(value) || value.length === 0 || value.some((name) => typeof name !== 'string')) {
    throw new HttpError(400, `"roleNames" must be a non-empty array of role names (${ROLE_NAMES.join(', ')})`)
  }
  return value as string[]
}

/** Runs a team change; a refused change (unknown role, unknown person) is a 400 that changed nothing. */
async function change<T>(work: () => T | Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof MemberError) throw new HttpError(400, error.message)
    throw error
  }
}

function memberOf(ctx: RequestContext): Member {
  const member = ctx.lake.team.members.byId(ctx.params.userId)
  if (!member || member.removedAt)
    throw new HttpError(404, `No member "${ctx.params.userId}" in this project`)
  return member
}

export const manageRoutes: Route[] = [
  {
    method: 'GET',
    path: '/projects/:projectId/roles',
    handler: (ctx) => {
      if (ctx.params.projectId !== ctx.lake.projectId) throw new HttpError(404, 'Project not found')
      sendJson(
        ctx,
        200,
        ROLE_NAMES.map((name) => ({
          name,
          title: ROLES[name].title,
          description: ROLES[name].description,
          isCustom: !['administrator', 'editor', 'contributor', 'viewer'].includes(name),
          projectId: ctx.lake.projectId,
          appliesToUsers: true,
          appliesToRobots: false,
        })),
      )
    },
  },
  {
    method: 'POST',
    path: '/access/project/:projectId/invites',
    handler: async (ctx) => {
      requireManager(ctx)
      const input = await body(ctx)
      if (typeof input.email !== 'string') throw new HttpError(400, '"email" is required')
      const roles = roleNamesOf(input.roleNames)
      const name = typeof input.name === 'string' ? input.name : undefined
      const member = await change(() =>
        inviteByMail(ctx.lake.team, { email: input.email as string, roles, name }, targets(ctx)),
      )
      sendJson(ctx, 201, { ...userById(ctx.lake.team, member.id), status: 'pending' })
    },
  },
  {
    method: 'PUT',
    path: '/access/project/:projectId/users/:userId/roles',
    handler: async (ctx) => {
      requireManager(ctx)
      const roles = roleNamesOf((await body(ctx)).roleNames)
      const member = memberOf(ctx)
      await change(() => ctx.lake.team.setRoles(member.email, roles))
      sendJson(ctx, 200, userById(ctx.lake.team, member.id))
    },
  },
  {
    method: 'POST',
    path: '/access/project/:projectId/users/:userId/password-reset',
    handler: async (ctx) => {
      requireManager(ctx)
      const member = memberOf(ctx)
      await resetByMail(ctx.lake.team, member.email, targets(ctx))
      sendJson(ctx, 202, { sent: true })
    },
  },
  {
    method: 'DELETE',
    path: '/projects/:projectId/members/:userId',
    handler: (ctx) => {
      requireManager(ctx)
      const member = memberOf(ctx)
      if (member.id === ctx.caller.identity) throw new HttpError(400, 'You cannot remove yourself')
      const { sessionsEnded } = ctx.lake.team.remove(member.email)
      sendJson(ctx, 200, { removed: member.id, sessionsEnded })
    },
  },
]
