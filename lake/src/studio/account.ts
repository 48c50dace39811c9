import { type RequestContext, sendJson } from '../http/context.ts'
import { HttpError } from '../http/errors.ts'
import type { Route } from '../http/router.ts'
import { datasetAcl, projectGrants, projectUsers, userById, userFor } from './roles.ts'

function requireProject(ctx: RequestContext): void {
  if (ctx.params.projectId !== ctx.lake.projectId) {
    throw new HttpError(404, `Project "${ctx.params.projectId}" not found`, { errorCode: 'SIO-404-PNF' })
  }
}

function requireMember(ctx: RequestContext): void {
  if (!userFor(ctx.lake.team, ctx.caller))
    throw new HttpError(401, 'Unauthorized - Session not found', { errorCode: 'SIO-401-ANF' })
}

function members(ctx: RequestContext) {
  return projectUsers(ctx.lake.team).map((user) => ({
    id: user.id,
    role: user.role,
    roles: user.roles,
    isCurrentUser: user.id === ctx.caller.identity,
    isRobot: user.isRobot,
    createdAt: user.createdAt,
  }))
}

function sendText(ctx: RequestContext, status: number, text: string) {
  ctx.res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': String(text.length),
  })
  ctx.res.end(text)
}

/** Who the caller is and what the project looks like: what the Studio asks before it shows a single document. */
export const accountRoutes: Route[] = [
  { method: 'GET', path: '/ping', handler: (ctx) => sendText(ctx, 200, 'PONG') },
  // Anonymous callers get `{}`, as from the hosted API: the Studio reads that as "not signed in".
  {
    method: 'GET',
    path: '/users/me',
    handler: (ctx) => sendJson(ctx, 200, userFor(ctx.lake.team, ctx.caller) ?? {}),
  },
  {
    method: 'GET',
    path: '/users/:ids',
    handler: (ctx) => {
      requireMember(ctx)
      const wanted = ctx.params.ids.split(',')
      const found = wanted.map((id) => userById(ctx.lake.team, id)).filter((user) => user !== undefined)
      const users = found.map((user) => ({
        id: user.id,
        projectId: ctx.lake.projectId,
        displayName: user.name,
        familyName: null,
        givenName: null,
        middleName: null,
        imageUrl: null,
        isRobot: user.isRobot,
        createdAt: user.createdAt,
        updatedAt: user.createdAt,
        isCurrentUser: user.id === ctx.caller.identity,
      }))
      sendJson(ctx, 200, wanted.length === 1 ? (users[0] ?? null) : users)
    },
  },
  { method: 'GET', path: '/features', handler: (ctx) => sendJson(ctx, 200, []) },
  {
    method: 'GET',
    path: '/projects/:projectId',
    handler: (ctx) => {
      requireProject(ctx)
      sendJson(ctx, 200, {
        id: ctx.lake.projectId,
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
        members: userFor(ctx.lake.team, ctx.caller) ? members(ctx) : [],
        features: [],
        pendingInvites: 0,
      })
    },
  },
  {
    method: 'GET',
    path: '/projects/:projectId/datasets',
    handler: (ctx) => {
      requireProject(ctx)
      sendJson(
        ctx,
        200,
        ctx.lake.store
          .datasetNames()
          .map((name) => ({ name, aclMode: 'public', createdAt: null, createdByUserId: null })),
      )
    },
  },
  {
    method: 'GET',
    path: '/projects/:projectId/datasets/:dataset/acl',
    handler: (ctx) => {
      requireProject(ctx)
      if (!ctx.lake.store.dataset(ctx.params.dataset)) {
        throw new HttpError(404, `Dataset "${ctx.params.dataset}" not found`, { errorCode: 'SIO-404-DNF' })
      }
      sendJson(ctx, 200, datasetAcl(ctx.caller))
    },
  },
  {
    method: 'GET',
    path: '/projects/:projectId/grants',
    handler: (ctx) => {
      requireProject(ctx)
      sendJson(ctx, 200, projectGrants(ctx.caller))
    },
  },
]
