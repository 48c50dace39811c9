import { readJson } from '../http/body.ts'
import { type RequestContext, sendJson } from '../http/context.ts'
import { HttpError } from '../http/errors.ts'
import type { Route } from '../http/router.ts'
import { userFor } from './roles.ts'

/** The Studio keeps per-user settings here (list layouts, sort orders, inspector widths). */
const BODY_LIMIT = 256 * 1024
const KEY_PATTERN = /^[\w.:@/-]{1,200}$/

function storageKey(userId: string, key: string): string {
  return `studio.keyvalue.${userId}.${key}`
}

function requireUserId(ctx: RequestContext): string {
  const user = userFor(ctx.lake.team, ctx.caller)
  if (!user) throw new HttpError(401, 'Unauthorized - Session not found', { errorCode: 'SIO-401-ANF' })
  return user.id
}

function read(ctx: RequestContext, userId: string, key: string): unknown {
  const raw = ctx.lake.store.getSetting(storageKey(userId, key))
  return raw === undefined ? null : (JSON.parse(raw) as unknown)
}

export const keyValueRoutes: Route[] = [
  {
    method: 'GET',
    path: '/users/me/keyvalue/:keys',
    handler: (ctx) => {
      const userId = requireUserId(ctx)
      const keys = ctx.params.keys.split(',').filter(Boolean)
      const bad = keys.find((key) => !KEY_PATTERN.test(key))
      if (bad) throw new HttpError(400, `Invalid key "${bad}"`)
      sendJson(
        ctx,
        200,
        keys.map((key) => ({ key, value: read(ctx, userId, key) })),
      )
    },
  },
  {
    method: 'PUT',
    path: '/users/me/keyvalue',
    handler: async (ctx) => {
      const userId = requireUserId(ctx)
      const body = await readJson(ctx, BODY_LIMIT)
      const pairs = Array.isArray(body) ? body : [body]
      for (const [index, pair] of pairs.entries()) {
        if (!pair || typeof pair !== 'object' || typeof (pair as { key?: unknown }).key !== 'string') {
          throw new HttpError(400, `Item ${index}: expected {key: string, value}`)
        }
        if (!KEY_PATTERN.test((pair as { key: string }).key)) {
          throw new HttpError(400, `Item ${index}: invalid key "${(pair as { key: string }).key}"`)
        }
        if (!('value' in pair)) throw new HttpError(400, `Item ${index}: "value" is required`)
      }
      const saved = (pairs as Array<{ key: string; value: unknown }>).map(({ key, value }) => {
        ctx.lake.store.setSetting(storageKey(userId, key), JSON.stringify(value ?? null))
        return { key, value: value ?? null }
      })
      sendJson(ctx, 200, saved)
    },
  },
]
