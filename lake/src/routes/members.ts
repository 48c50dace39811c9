/**
 * Managing the team over HTTP, for an administrator (the `manage` grant), in the shapes of Sanity's own APIs where
 * they exist: `GET projects/<id>/roles` (as `sanity users invite` reads it), `POST access/project/<id>/invites`
 * `{email, roleNames, name?}` (Sanity's Access API; mails the invitation), `PUT
 * access/project/<id>/users/<userId>/roles` `{roleNames}`, `DELETE projects/<id>/members/<userId>` (ends every
 * session at once) and `POST access/project/<id>/users/<userId>/password-reset` (mails a reset link). Two more
 * for the Studio's Members tool, in the same family: `GET access/project/<id>/users` (e-mail, last seen, second
 * factors) and `PUT access/project/<id>/users/<userId>/second-factor` `{required}`. The CLI
 * (`../cli/members.ts`) does the same on the data folder.
 */

import { ROLE_NAMES, ROLES } from '@escrova/schemas/roles'
import { Hono } from 'hono'
import { userById } from '../account/users.ts'
import { can } from '../auth/access.ts'
import type { LakeContext, LakeEnv } from '../http/env.ts'
import { readJson } from '../http/json-body.ts'
import { limitBody } from '../http/middleware/body-limit.ts'
import { identifyCaller } from '../http/middleware/identify.ts'
import { json } from '../http/respond.ts'
import { baseUrl } from '../http/sign-in.ts'
import { type Member, MemberError } from '../members/members.ts'
import { HttpError } from '../shared/http-error.ts'
import { inviteByMail, type LinkTargets, resetByMail } from '../sign-in/invitations.ts'
import { requireProject } from './account.ts'

const BODY_LIMIT = 16 * 1024

function requireManager(c: LakeContext): void {
  requireProject(c)
  const { caller } = c.var
  if (caller.kind === 'anonymous') {
    throw new HttpError(401, 'Unauthorized - Session not found', { errorCode: 'SIO-401-ANF' })
  }
  // `manage` on the project's members is the administrator's grant.
  if (!can(caller, 'manage', { _id: 'sanity.project.members', _type: 'sanity.project' })) {
    throw new HttpError(403, "Only an administrator may manage the project's members", {
      errorCode: 'SIO-403-IPE',
    })
  }
}

/**
 * The mailed link opens the lake's plain HTTP address (or its configured public one), never the address the Studio
 * called: that is the HTTP/2 + TLS listener, whose locally made certificate a new member's browser refuses until
 * the one-time certificate step, which they have not taken yet.
 */
function targets(c: LakeContext): LinkTargets {
  return {
    lakeUrl: c.var.lake.publicUrl,
    studioUrl: process.env.STUDIO_URL ?? c.req.header('origin') ?? baseUrl(c),
  }
}

async function body(c: LakeContext): Promise<Record<string, unknown>> {
  const value = await readJson(c)
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new HttpError(400, 'Expected a JSON object')
  }
  return value as Record<string, unknown>
}

function roleNamesOf(value: unknown): string[] {
  if (!Array.isArray(value) || value.length === 0 || value.some((name) => typeof name !== 'string')) {
    throw new HttpError(
      400,
      `"roleNames" must be a non-empty array of role names (${ROLE_NAMES.join(', ')})`,
      { field: 'roleNames' },
    )
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

function memberOf(c: LakeContext): Member {
  const userId = c.req.param('userId') as string
  const member = c.var.lake.team.members.byId(userId)
  if (!member || member.removedAt) throw new HttpError(404, `No member "${userId}" in this project`)
  return member
}

/** What an administrator sees of a member: who, which roles, when last seen, how they sign in. */
function memberSummary(team: LakeContext['var']['lake']['team'], member: Member) {
  return {
    ...userById(team, member.id),
    lastSeenAt: member.lastSeenAt,
    status: member.hasPassword ? 'active' : 'pending',
    authenticatorApp: member.hasSecondFactor,
    passkeys: team.passkeys.countOf(member.id),
    secondFactorRequired: member.secondFactorRequired,
  }
}

export const manageRoutes = new Hono<LakeEnv>()
  .get('/projects/:projectId/roles', identifyCaller, (c) => {
    requireProject(c)
    return json(
      c,
      200,
      ROLE_NAMES.map((name) => ({
        name,
        title: ROLES[name].title,
        description: ROLES[name].description,
        isCustom: !['administrator', 'editor', 'contributor', 'viewer'].includes(name),
        projectId: c.var.lake.projectId,
        appliesToUsers: true,
        appliesToRobots: false,
      })),
    )
  })
  .get('/access/project/:projectId/users', identifyCaller, (c) => {
    requireManager(c)
    const { team } = c.var.lake
    return json(c, 200, { data: team.members.list().map((member) => memberSummary(team, member)) })
  })
  .put(
    '/access/project/:projectId/users/:userId/second-factor',
    identifyCaller,
    limitBody(BODY_LIMIT),
    async (c) => {
      requireManager(c)
      const { required } = await body(c)
      if (typeof required !== 'boolean') {
        throw new HttpError(400, '"required" must be true or false', { field: 'required' })
      }
      const member = memberOf(c)
      const { team } = c.var.lake
      team.members.requireSecondFactor(member.id, required)
      return json(c, 200, memberSummary(team, team.members.byId(member.id) as Member))
    },
  )
  .post('/access/project/:projectId/invites', identifyCaller, limitBody(BODY_LIMIT), async (c) => {
    requireManager(c)
    const input = await body(c)
    if (typeof input.email !== 'string') throw new HttpError(400, '"email" is required', { field: 'email' })
    const roles = roleNamesOf(input.roleNames)
    const name = typeof input.name === 'string' ? input.name : undefined
    const { team } = c.var.lake
    const member = await change(() =>
      inviteByMail(team, { email: input.email as string, roles, name }, targets(c)),
    )
    return json(c, 201, { ...userById(team, member.id), status: 'pending' })
  })
  .put('/access/project/:projectId/users/:userId/roles', identifyCaller, limitBody(BODY_LIMIT), async (c) => {
    requireManager(c)
    const roles = roleNamesOf((await body(c)).roleNames)
    const member = memberOf(c)
    const { team } = c.var.lake
    await change(() => team.setRoles(member.email, roles))
    return json(c, 200, userById(team, member.id))
  })
  .post('/access/project/:projectId/users/:userId/password-reset', identifyCaller, async (c) => {
    requireManager(c)
    const member = memberOf(c)
    await resetByMail(c.var.lake.team, member.email, targets(c))
    return json(c, 202, { sent: true })
  })
  .delete('/projects/:projectId/members/:userId', identifyCaller, (c) => {
    requireManager(c)
    const member = memberOf(c)
    if (member.id === c.var.caller.identity) throw new HttpError(400, 'You cannot remove yourself')
    const { sessionsEnded } = c.var.lake.team.remove(member.email)
    return json(c, 200, { removed: member.id, sessionsEnded })
  })
