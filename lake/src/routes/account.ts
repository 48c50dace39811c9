import { Hono } from 'hono'
import { STUDIO_FEATURES } from '../account/features.ts'
import { datasetAcl, projectGrants, projectUsers, userById, userFor } from '../account/users.ts'
import type { LakeContext, LakeEnv } from '../http/env.ts'
import { identifyCaller } from '../http/middleware/identify.ts'
import { json, textWithLength } from '../http/respond.ts'
import { HttpError } from '../shared/http-error.ts'
import { projectDatasets } from '../studio-addons/datasets.ts'

export function requireProject(c: LakeContext): void {
  const projectId = c.req.param('projectId')
  if (projectId !== c.var.lake.projectId) {
    throw new HttpError(404, `Project "${projectId}" not found`, { errorCode: 'SIO-404-PNF' })
  }
}

function requireMember(c: LakeContext): void {
  if (!userFor(c.var.lake.team, c.var.caller))
    throw new HttpError(401, 'Unauthorized - Session not found', { errorCode: 'SIO-401-ANF' })
}

function members(c: LakeContext) {
  return projectUsers(c.var.lake.team).map((user) => ({
    id: user.id,
    role: user.role,
    roles: user.roles,
    isCurrentUser: user.id === c.var.caller.identity,
    isRobot: user.isRobot,
    createdAt: user.createdAt,
  }))
}

/** Who the caller is and what the project looks like: what the Studio asks before it shows a single document. */
export const accountRoutes = new Hono<LakeEnv>()
  .get('/ping', identifyCaller, (c) =>
    textWithLength(c, 200, 'PONG', { 'content-type': 'text/plain; charset=utf-8' }),
  )
  // Anonymous callers get `{}`, as from the hosted API: the Studio reads that as "not signed in".
  .get('/users/me', identifyCaller, (c) => json(c, 200, userFor(c.var.lake.team, c.var.caller) ?? {}))
  .get('/users/:ids', identifyCaller, (c) => {
    requireMember(c)
    const wanted = (c.req.param('ids') as string).split(',')
    const found = wanted.map((id) => userById(c.var.lake.team, id)).filter((user) => user !== undefined)
    const users = found.map((user) => ({
      id: user.id,
      projectId: c.var.lake.projectId,
      displayName: user.name,
      familyName: null,
      givenName: null,
      middleName: null,
      imageUrl: null,
      isRobot: user.isRobot,
      createdAt: user.createdAt,
      updatedAt: user.createdAt,
      isCurrentUser: user.id === c.var.caller.identity,
    }))
    return json(c, 200, wanted.length === 1 ? (users[0] ?? null) : users)
  })
  .get('/features', identifyCaller, (c) => json(c, 200, STUDIO_FEATURES))
  .get('/projects/:projectId', identifyCaller, (c) => {
    requireProject(c)
    return json(c, 200, {
      id: c.var.lake.projectId,
      displayName: 'Escrova (local lake)',
      studioHost: null,
      organizationId: null,
      isBlocked: false,
      isDisabled: false,
      isDisabledByUser: false,
      activityFeedEnabled: true,
      createdAt: '2026-01-01T00:00:00.000Z',
      metadata: { color: '#0b7a53', externalStudioHost: null },
      maxRetentionDays: 3650,
      members: userFor(c.var.lake.team, c.var.caller) ? members(c) : [],
      features: [],
      pendingInvites: 0,
    })
  })
  // `?datasetProfile=comments&addonFor=<ds>`: the Studio looking for a dataset's comments add-on.
  .get('/projects/:projectId/datasets', identifyCaller, (c) => {
    requireProject(c)
    const only = { profile: c.req.query('datasetProfile'), addonFor: c.req.query('addonFor') }
    return json(c, 200, projectDatasets(c.var.lake, only))
  })
  .get('/projects/:projectId/datasets/:dataset/acl', identifyCaller, (c) => {
    requireProject(c)
    const dataset = c.req.param('dataset')
    if (!c.var.lake.store.dataset(dataset as string)) {
      throw new HttpError(404, `Dataset "${dataset}" not found`, { errorCode: 'SIO-404-DNF' })
    }
    return json(c, 200, datasetAcl(c.var.caller))
  })
  .get('/projects/:projectId/grants', identifyCaller, (c) => {
    requireProject(c)
    return json(c, 200, projectGrants(c.var.caller))
  })
